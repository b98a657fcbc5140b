import { and, eq, isNull } from 'drizzle-orm';
import type { ReferenceSource } from '../../platform/references/reference-source.js';
import { departments } from '../admin/admin.tables.js';
import { employees } from './hrm.tables.js';

/** `ref: 'department'`: the organization's departments, by name. */
export const departmentReference: ReferenceSource = {
  name: 'department',
  table: departments,
  id: departments.id,
  label: departments.name,
  search: [departments.name],
  records: (orgId) => eq(departments.orgId, orgId),
  tree: { parent: departments.parentId, order: departments.sort },
};

/** `ref: 'employee'`: the organization's employees on file, by name, job number or phone. */
export const employeeReference: ReferenceSource = {
  name: 'employee',
  table: employees,
  id: employees.id,
  label: employees.name,
  search: [employees.name, employees.jobNumber, employees.phone],
  records: (orgId) => and(eq(employees.orgId, orgId), isNull(employees.deletedAt))!,
};
