import { z } from 'zod';
import { defineEndpoint, permission, SIGNED_IN } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { isValidPhone, PHONE_MESSAGE_KEY } from '../rules/phone.js';
import { INT4_MAX, idParams, optionalFilter, queryRecordId, recordId, recordVersion } from '../zod-kit.js';

/**
 * Organization (spec §2.5): departments as a tree per organization and the staff (employees) in
 * them, plus the two option sources of the form renderer (spec §2.10, §7).
 */

/** parentId of a top-level department. */
export const DEPARTMENT_ROOT_ID = -1;
/** 在职 / 离职. */
export const EMPLOYEE_STATUSES = ['active', 'left'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const DEPARTMENT_NAME_MAX = 64;
/** Job numbers: letters, digits, underscores and hyphens. */
export const EMPLOYEE_JOB_NUMBER_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A field that may be cleared: the browser sends null as '' (spec §5), which means null here. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable());
const version = recordVersion;
/** A delete names the version it was based on: `DELETE …/:id?version=3`. */
const versionQuery = z.object({ version: queryRecordId });

// ---- departments -------------------------------------------------------------------------

export const departmentRow = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  leaderEmployeeId: z.number().int().nullable(),
  /** '' when there is no leader. */
  leaderName: z.string(),
  enabled: z.boolean(),
  /** Live employees directly in this department (not in its sub-departments). */
  staffCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepartmentRow = z.infer<typeof departmentRow>;

export const departmentList = defineEndpoint({
  method: 'GET',
  path: '/erp/hrm/department/list',
  // Every member sees the structure: the department select of any form already shows its leaves.
  access: SIGNED_IN,
  summary:
    'Every department of the current organization as a flat list (parentId -1 at the top), ordered by sort then id; the browser builds the tree.',
  answer: z.array(departmentRow),
});

export const departmentDetail = defineEndpoint({
  method: 'GET',
  path: '/erp/hrm/department/:id',
  access: permission('organizationDetail:get'),
  summary: 'One department with its ancestors (outermost first) and its direct sub-departments.',
  params: idParams,
  answer: departmentRow.extend({
    ancestors: z.array(z.object({ id: z.number().int(), name: z.string() })),
    children: z.array(departmentRow),
  }),
});

const departmentFields = {
  parentId: z.number().int().min(DEPARTMENT_ROOT_ID).max(INT4_MAX),
  name: z.string().trim().min(1).max(DEPARTMENT_NAME_MAX),
  sort: z.number().int().min(0).max(9999),
  leaderEmployeeId: clearable(recordId),
  enabled: z.boolean(),
};

export const departmentCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/hrm/department',
  access: permission('organizationList:add'),
  summary:
    'Create a department under parentId (-1 for the top); names are unique among siblings; the leader must be an employee of the organization.',
  body: z.object({
    ...departmentFields,
    parentId: departmentFields.parentId.default(DEPARTMENT_ROOT_ID),
    sort: departmentFields.sort.default(0),
    leaderEmployeeId: departmentFields.leaderEmployeeId.default(null),
    enabled: departmentFields.enabled.default(true),
  }),
  answer: departmentRow,
});

export const departmentUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/hrm/department/:id',
  access: permission('organizationList:update'),
  summary:
    'Update a department (only the fields sent); moving it under itself or one of its descendants is refused; a stale version answers 409.',
  params: idParams,
  body: z.object({
    parentId: departmentFields.parentId.optional(),
    name: departmentFields.name.optional(),
    sort: departmentFields.sort.optional(),
    leaderEmployeeId: departmentFields.leaderEmployeeId.optional(),
    enabled: departmentFields.enabled.optional(),
    version,
  }),
  answer: departmentRow,
});

export const departmentDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/hrm/department/:id',
  access: permission('organizationList:delete'),
  summary:
    'Delete an empty department: one with sub-departments or staff is refused (400 with the reason); a stale version answers 409. The audit log keeps its last state.',
  params: idParams,
  query: versionQuery,
  answer: z.object({ id: z.number().int() }),
});

export const finalDepartmentOption = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int(),
  /** The names from the top down to this department, joined with ' / '. */
  fullName: z.string(),
});

export const finalDepartments = defineEndpoint({
  method: 'GET',
  path: '/erp/hrm/department/getFinalDepartment',
  access: SIGNED_IN,
  summary:
    'Option source of the department select (spec §2.10): the final departments, i.e. enabled departments without enabled sub-departments whose ancestors are all enabled, in tree order.',
  answer: z.array(finalDepartmentOption),
});

// ---- employees ---------------------------------------------------------------------------

const phone = z
  .string()
  .trim()
  .max(32)
  .refine((value) => isValidPhone(value), { params: { messageKey: PHONE_MESSAGE_KEY } });

export const employeeRow = z.object({
  id: z.number().int(),
  /** The linked sign-in account, if any (one employee per account and organization). */
  userId: z.number().int().nullable(),
  /** Username of the linked account, '' when none. */
  username: z.string(),
  name: z.string(),
  jobNumber: z.string(),
  phone: z.string(),
  email: z.string(),
  departmentId: z.number().int().nullable(),
  /** '' when the employee has no department. */
  departmentName: z.string(),
  position: z.string(),
  /** YYYY-MM-DD. */
  entryDate: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  gender: z.enum(GENDERS).nullable(),
  remark: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;

export const employeePage = defineEndpoint({
  method: 'GET',
  path: '/erp/hrm/employee/page',
  access: permission('staffList:query'),
  summary:
    'Staff of the current organization by job number: keyword (name, job number or phone contains), department (with its sub-departments), status, gender.',
  query: pageQuery.extend({
    keyword: optionalFilter(z.string().trim().max(64)),
    departmentId: optionalFilter(queryRecordId),
    status: optionalFilter(z.enum(EMPLOYEE_STATUSES)),
    gender: optionalFilter(z.enum(GENDERS)),
  }),
  answer: page(employeeRow),
});

export const employeeDetail = defineEndpoint({
  method: 'GET',
  path: '/erp/hrm/employee/:id',
  access: permission('staffDetail:get'),
  summary: 'One employee with the department path (outermost first).',
  params: idParams,
  answer: employeeRow.extend({
    departmentPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

const employeeFields = {
  userId: clearable(recordId),
  name: z.string().trim().min(1).max(64),
  jobNumber: z.string().trim().min(1).max(32).regex(EMPLOYEE_JOB_NUMBER_PATTERN),
  phone,
  email: z.union([z.literal(''), z.email().max(128)]),
  departmentId: clearable(recordId),
  position: z.string().trim().max(64),
  entryDate: clearable(z.iso.date()),
  status: z.enum(EMPLOYEE_STATUSES),
  gender: clearable(z.enum(GENDERS)),
  remark: z.string().trim().max(500),
};

export const employeeCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/hrm/employee',
  access: permission('staffList:add'),
  summary:
    'Create an employee; the job number is unique in the organization, the department and the linked account must belong to it, and an account has one employee per organization.',
  body: z.object({
    name: employeeFields.name,
    jobNumber: employeeFields.jobNumber,
    userId: employeeFields.userId.default(null),
    phone: employeeFields.phone.default(''),
    email: employeeFields.email.default(''),
    departmentId: employeeFields.departmentId.default(null),
    position: employeeFields.position.default(''),
    entryDate: employeeFields.entryDate.default(null),
    status: employeeFields.status.default('active'),
    gender: employeeFields.gender.default(null),
    remark: employeeFields.remark.default(''),
  }),
  answer: employeeRow,
});

export const employeeUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/hrm/employee/:id',
  access: permission('staffList:update'),
  summary: 'Update an employee (only the fields sent, same rules as create); a stale version answers 409.',
  params: idParams,
  body: z.object({
    userId: employeeFields.userId.optional(),
    name: employeeFields.name.optional(),
    jobNumber: employeeFields.jobNumber.optional(),
    phone: employeeFields.phone.optional(),
    email: employeeFields.email.optional(),
    departmentId: employeeFields.departmentId.optional(),
    position: employeeFields.position.optional(),
    entryDate: employeeFields.entryDate.optional(),
    status: employeeFields.status.optional(),
    gender: employeeFields.gender.optional(),
    remark: employeeFields.remark.optional(),
    version,
  }),
  answer: employeeRow,
});

export const employeeDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/hrm/employee/:id',
  access: permission('staffList:delete'),
  summary: 'Soft-delete an employee (a department it leads loses its leader); a stale version answers 409.',
  params: idParams,
  query: versionQuery,
  answer: z.object({ id: z.number().int() }),
});

export const employeeOption = z.object({
  id: z.number().int(),
  name: z.string(),
  jobNumber: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string(),
});

export const employeeOptions = defineEndpoint({
  method: 'GET',
  path: '/erp/hrm/employee/list',
  // Every form may hold an employee select, so every member may read the names.
  access: SIGNED_IN,
  summary:
    'Option source of the employee select (spec §2.10: value and label are the name): the active (在职) employees of the current organization by name.',
  answer: z.array(employeeOption),
});

export const accountOption = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** The employee already linked to this account in the organization, or null. */
  employeeId: z.number().int().nullable(),
});

export const employeeAccountOptions = defineEndpoint({
  method: 'GET',
  path: '/erp/hrm/employee/accountOptions',
  access: permission('staffList:query'),
  summary:
    'Sign-in accounts of the current organization an employee may be linked to, with their current link.',
  answer: z.array(accountOption),
});
