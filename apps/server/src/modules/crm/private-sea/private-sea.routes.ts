import { crmPrivateSeaApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { isInScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { DAY_MS, privateSeaClock } from './private-sea-clock.js';
import {
  createRule,
  deleteRule,
  departmentOptions,
  ruleDetail,
  rulePage,
  setRuleEnabled,
  updateRule,
} from './private-sea-rules.service.js';
import { runRecall } from './recall.service.js';
import { recallReminders } from './recall-reminders.service.js';

const api = crmPrivateSeaApi;

/** Private-sea rules, the recall dry run, reminders, and the daily recall job. */
export function registerPrivateSeaRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, api.privateSeaRulePage, ({ member, query }) => rulePage(db, member.orgId, query));
  bindEndpoint(app, api.privateSeaRuleGet, ({ member, params }) => ruleDetail(db, member.orgId, params.id));
  bindEndpoint(app, api.privateSeaRuleCreate, ({ member, request, body }) =>
    createRule(db, actorOf(member, request), body),
  );
  bindEndpoint(app, api.privateSeaRuleUpdate, ({ member, request, params, body }) =>
    updateRule(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, api.privateSeaRuleEnable, ({ member, request, params }) =>
    setRuleEnabled(db, actorOf(member, request), params.id, true),
  );
  bindEndpoint(app, api.privateSeaRuleDisable, ({ member, request, params }) =>
    setRuleEnabled(db, actorOf(member, request), params.id, false),
  );
  bindEndpoint(app, api.privateSeaRuleDelete, ({ member, request, params }) =>
    deleteRule(db, actorOf(member, request), params.id),
  );
  bindEndpoint(app, api.privateSeaDepartments, ({ member }) => departmentOptions(db, member.orgId));
  bindEndpoint(app, api.privateSeaRecallPreview, async ({ member }) => {
    const scope = await customerScopeOf(db, member);
    // Tomorrow's run happens about this time tomorrow.
    const at = new Date(privateSeaClock.now().getTime() + DAY_MS);
    const preview = await runRecall(db, { orgId: member.orgId, now: at, dryRun: true });
    const owners = preview.owners
      .filter((owner) =>
        isInScope(scope, { ownerUserId: owner.ownerUserId, ownerDepartmentId: owner.ownerDepartmentId }),
      )
      .map(({ orgId, ...owner }) => owner);
    return { at: preview.at, total: owners.reduce((sum, owner) => sum + owner.count, 0), owners };
  });
  bindEndpoint(app, api.privateSeaReminderPage, async ({ member, query }) =>
    recallReminders(db, await customerScopeOf(db, member), query),
  );
}
