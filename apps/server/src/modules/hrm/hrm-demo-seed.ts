import type { EmployeeStatus, Gender } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { departments } from '../admin/admin.tables.js';
import { DEMO_ACCOUNTS } from '../admin/demo-seed.js';
import { employees } from './hrm.tables.js';

interface DemoEmployee {
  jobNumber: string;
  /** A demo account: name, phone and department come from DEMO_ACCOUNTS. */
  username?: string;
  name?: string;
  department?: string;
  phone?: string;
  position: string;
  gender: Gender;
  entryDate: string;
  status?: EmployeeStatus;
  remark?: string;
}

/** Staff of the demo organization: one per demo account, and colleagues without an account. */
export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  { jobNumber: 'E0001', username: 'admin', position: '总经理', gender: 'male', entryDate: '2018-03-01' },
  { jobNumber: 'E0002', username: 'manager', position: '销售经理', gender: 'male', entryDate: '2019-06-17' },
  { jobNumber: 'E0003', username: 'sales', position: '销售代表', gender: 'female', entryDate: '2021-09-01' },
  { jobNumber: 'E0004', username: 'agent', position: '呼叫坐席', gender: 'female', entryDate: '2022-02-14' },
  { jobNumber: 'E0005', username: 'service', position: '售后专员', gender: 'male', entryDate: '2020-11-02' },
  {
    jobNumber: 'E0006',
    username: 'warehouse',
    position: '仓库主管',
    gender: 'male',
    entryDate: '2019-04-08',
  },
  { jobNumber: 'E0007', username: 'finance', position: '会计', gender: 'female', entryDate: '2020-07-20' },
  { jobNumber: 'E0008', username: 'hr', position: '人事专员', gender: 'female', entryDate: '2021-03-15' },
  {
    jobNumber: 'E0009',
    name: '陈晓明',
    department: '销售一组',
    phone: '13900000009',
    position: '销售代表',
    gender: 'male',
    entryDate: '2023-05-06',
  },
  {
    jobNumber: 'E0010',
    name: '刘芳',
    department: '销售二组',
    phone: '13900000010',
    position: '销售组长',
    gender: 'female',
    entryDate: '2020-08-10',
  },
  {
    jobNumber: 'E0011',
    name: '黄磊',
    department: '销售二组',
    phone: '13900000011',
    position: '销售代表',
    gender: 'male',
    entryDate: '2024-03-18',
  },
  {
    jobNumber: 'E0012',
    name: '林静',
    department: '客服中心',
    phone: '0571-88880012',
    position: '客服专员',
    gender: 'female',
    entryDate: '2022-10-09',
  },
  {
    jobNumber: 'E0013',
    name: '郑浩',
    department: '售后服务部',
    phone: '13900000013',
    position: '维修工程师',
    gender: 'male',
    entryDate: '2021-12-01',
  },
  {
    jobNumber: 'E0014',
    name: '马丽',
    department: '仓储物流部',
    phone: '13900000014',
    position: '拣货员',
    gender: 'female',
    entryDate: '2023-01-16',
  },
  {
    jobNumber: 'E0015',
    name: '何伟',
    department: '财务部',
    phone: '13900000015',
    position: '出纳',
    gender: 'male',
    entryDate: '2019-09-23',
  },
  {
    jobNumber: 'E0016',
    name: '高敏',
    department: '销售一组',
    phone: '13900000016',
    position: '销售代表',
    gender: 'female',
    entryDate: '2020-04-01',
    status: 'left',
    remark: '2025 年 12 月离职',
  },
];

/** Who leads which demo department, by job number. */
export const DEMO_DEPARTMENT_LEADERS: Readonly<Record<string, string>> = {
  总经办: 'E0001',
  销售部: 'E0002',
  销售二组: 'E0010',
  售后服务部: 'E0005',
  仓储物流部: 'E0006',
  财务部: 'E0007',
  人力资源部: 'E0008',
};

/**
 * Seeds the demo staff inside the demo seeder's transaction: `departmentIds` and `userIds` are
 * what it created, by department name and by username.
 */
export async function seedDemoStaff(
  tx: Db,
  orgId: number,
  departmentIds: ReadonlyMap<string, number>,
  userIds: ReadonlyMap<string, number>,
): Promise<void> {
  const accounts = new Map(DEMO_ACCOUNTS.map((account) => [account.username, account]));
  const rows = DEMO_EMPLOYEES.map(({ username, department, name, phone, ...employee }) => {
    const account = username ? accounts.get(username) : undefined;
    const departmentName = department ?? account?.department;
    return {
      ...employee,
      orgId,
      userId: username ? userIds.get(username) : null,
      name: name ?? account?.name ?? '',
      phone: phone ?? account?.mobile ?? '',
      email: username ? `${username}@demo.atrium.local` : '',
      departmentId: departmentName ? departmentIds.get(departmentName) : null,
    };
  });
  const created = await tx
    .insert(employees)
    .values(rows)
    .returning({ id: employees.id, jobNumber: employees.jobNumber });
  const byJobNumber = new Map(created.map((row) => [row.jobNumber, row.id]));
  for (const [department, jobNumber] of Object.entries(DEMO_DEPARTMENT_LEADERS)) {
    await tx
      .update(departments)
      .set({ leaderEmployeeId: byJobNumber.get(jobNumber) })
      .where(and(eq(departments.orgId, orgId), eq(departments.id, departmentIds.get(department)!)));
  }
}

/** The branch organization's one employee: proves other tenants' staff stay invisible. */
export const DEMO_BRANCH_EMPLOYEE = { jobNumber: 'B0001', name: '分公司出纳', position: '出纳' } as const;

export async function seedBranchStaff(tx: Db, orgId: number, departmentId: number | undefined) {
  await tx.insert(employees).values({ ...DEMO_BRANCH_EMPLOYEE, orgId, departmentId });
}
