import { customerSourceResource, defineResource } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { canUseAction, type OperCode } from '../platform/access/access';
import { resourceAbilities } from './resource-abilities';

const sources = customerSourceResource;
const notes = defineResource({
  name: 'note',
  basePath: '/erp/test/note',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: { text: { kind: 'text', labelKey: 'note.text' } },
});
const granted =
  (...keys: string[]) =>
  (code: OperCode | readonly OperCode[]) =>
    canUseAction(keys, code);

describe('resource abilities', () => {
  it('offers every action with every oper key', () => {
    expect(
      resourceAbilities(sources, granted('add', 'get', 'edit', 'update', 'delete', 'enable', 'disable')),
    ).toEqual({
      view: true,
      create: true,
      edit: true,
      remove: true,
      enable: true,
      disable: true,
    });
  });

  it('offers nothing but the list to a route granting only query', () => {
    expect(Object.values(resourceAbilities(sources, granted('query'))).some(Boolean)).toBe(false);
  });

  it('needs the server key too: edit, enable and disable are updates', () => {
    const abilities = resourceAbilities(sources, granted('edit', 'enable', 'disable'));
    expect([abilities.edit, abilities.enable, abilities.disable]).toEqual([false, false, false]);
    expect(resourceAbilities(sources, granted('edit', 'update')).edit).toBe(true);
  });

  it('has no enable/disable for a resource without an enabled switch', () => {
    const abilities = resourceAbilities(notes, granted('update', 'enable', 'disable'));
    expect([abilities.enable, abilities.disable]).toEqual([false, false]);
  });
});
