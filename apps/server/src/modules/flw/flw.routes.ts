import { flwApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { bindListExport } from '../../platform/resources/export/bind-list-export.js';
import { startForRequest } from './approval-binding-start.js';
import { delegationOf, saveDelegation } from './delegation.service.js';
import { cancel, comment, resubmit, withdraw } from './instance-actions.service.js';
import { instanceDetail } from './instance-detail.service.js';
import { engineOf } from './instance-engine.js';
import { allInstancesExporter } from './instance-export.js';
import {
  allInstancesPage,
  ccPage,
  counts,
  donePage,
  markCopiesRead,
  myStartedPage,
  todoPage,
} from './instance-lists.service.js';
import { startInstance } from './instance-start.service.js';
import { addSigner, approve, batchApprove, reject, transfer } from './task-actions.service.js';

/** The approval engine's endpoints: instances, tasks, CC copies, counts, delegation. */
export function registerFlwRoutes(app: FastifyInstance, db: Db): void {
  const engine = engineOf(app);
  // The modules' approval points start their bound process through the engine (approval-binding-start.ts).
  app.approvalStarter = (event) => startForRequest(engine, event);

  bindEndpoint(app, flwApi.instanceStart, ({ member, body }) => startInstance(db, engine, member, body));
  bindEndpoint(app, flwApi.myStartedInstancePage, ({ member, query }) => myStartedPage(db, member, query));
  bindEndpoint(app, flwApi.allInstancePage, ({ member, query }) => allInstancesPage(db, member, query));
  bindListExport(app, flwApi.allInstanceExport, allInstancesExporter);
  bindEndpoint(app, flwApi.instanceGet, ({ member, params, locale }) =>
    instanceDetail(db, member, params.id, locale),
  );
  bindEndpoint(app, flwApi.instanceComment, ({ member, params, body }) =>
    comment(db, engine, member, params.id, body),
  );
  bindEndpoint(app, flwApi.instanceWithdraw, ({ member, params, body }) =>
    withdraw(db, engine, member, params.id, body),
  );
  bindEndpoint(app, flwApi.instanceResubmit, ({ member, params, body }) =>
    resubmit(db, engine, member, params.id, body),
  );
  bindEndpoint(app, flwApi.instanceCancel, ({ member, params, body }) =>
    cancel(db, engine, member, params.id, body),
  );

  bindEndpoint(app, flwApi.todoTaskPage, ({ member, query }) => todoPage(db, member, query));
  bindEndpoint(app, flwApi.doneTaskPage, ({ member, query }) => donePage(db, member, query));
  bindEndpoint(app, flwApi.taskApprove, ({ member, params, body }) =>
    approve(db, engine, member, params.id, body),
  );
  bindEndpoint(app, flwApi.taskReject, ({ member, params, body }) =>
    reject(db, engine, member, params.id, body),
  );
  bindEndpoint(app, flwApi.taskTransfer, ({ member, params, body }) =>
    transfer(db, engine, member, params.id, body),
  );
  bindEndpoint(app, flwApi.taskAddSigner, ({ member, params, body }) =>
    addSigner(db, engine, member, params.id, body),
  );
  bindEndpoint(app, flwApi.taskBatchApprove, ({ member, body, locale }) =>
    batchApprove(db, engine, member, locale, body),
  );

  bindEndpoint(app, flwApi.ccPage, ({ member, query }) => ccPage(db, member, query));
  bindEndpoint(app, flwApi.ccMarkRead, ({ member, body }) => markCopiesRead(db, member, body.ids));
  bindEndpoint(app, flwApi.approvalCounts, ({ member }) => counts(db, member));

  bindEndpoint(app, flwApi.delegationGet, ({ member }) => delegationOf(db, member));
  bindEndpoint(app, flwApi.delegationSave, ({ member, body }) => saveDelegation(db, member, body));
}
