import { hrmApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { actorOf } from '../../platform/resources/bind-resource.js';
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  listFinalDepartments,
  updateDepartment,
} from './departments.service.js';
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listAccountOptions,
  listEmployeeOptions,
  listEmployees,
  updateEmployee,
} from './employees.service.js';

export function registerHrmRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, hrmApi.departmentList, ({ member }) => listDepartments(db, member.orgId));
  bindEndpoint(app, hrmApi.finalDepartments, ({ member }) => listFinalDepartments(db, member.orgId));
  bindEndpoint(app, hrmApi.departmentDetail, ({ member, params }) =>
    getDepartment(db, member.orgId, params.id),
  );
  bindEndpoint(app, hrmApi.departmentCreate, ({ member, request, body }) =>
    createDepartment(db, actorOf(member, request), body),
  );
  bindEndpoint(app, hrmApi.departmentUpdate, ({ member, request, params, body }) =>
    updateDepartment(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, hrmApi.departmentDelete, ({ member, request, params, query }) =>
    deleteDepartment(db, actorOf(member, request), params.id, query.version),
  );

  bindEndpoint(app, hrmApi.employeePage, ({ member, query }) => listEmployees(db, member.orgId, query));
  bindEndpoint(app, hrmApi.employeeOptions, ({ member }) => listEmployeeOptions(db, member.orgId));
  bindEndpoint(app, hrmApi.employeeAccountOptions, ({ member }) => listAccountOptions(db, member.orgId));
  bindEndpoint(app, hrmApi.employeeDetail, ({ member, params }) => getEmployee(db, member.orgId, params.id));
  bindEndpoint(app, hrmApi.employeeCreate, ({ member, request, body }) =>
    createEmployee(db, actorOf(member, request), body),
  );
  bindEndpoint(app, hrmApi.employeeUpdate, ({ member, request, params, body }) =>
    updateEmployee(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, hrmApi.employeeDelete, ({ member, request, params, query }) =>
    deleteEmployee(db, actorOf(member, request), params.id, query.version),
  );
}
