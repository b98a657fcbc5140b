import { MENU_CATALOGUE, walkMenu } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { SHARED_LAZY_NAMESPACES } from '../platform/i18n/lazy-namespaces';
import { NAMESPACES } from '../platform/i18n/resources';
import { lazyScreen } from './lazy-screen';
import { collectScreens, collectSlots, MODULE_SCREENS, MODULE_SLOTS, WEB_MODULES } from './web-modules';

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.ts', { eager: true });
const NotAScreen = () => null;
const screen = () => lazyScreen(async () => ({ NotAScreen }), 'NotAScreen');

describe('web module manifests', () => {
  it('collects the screens of every feature folder by menu key', () => {
    expect(WEB_MODULES.size).toBeGreaterThan(20);
    expect(WEB_MODULES.get('crm-customers')?.screens).toHaveProperty('customerDetail');
    expect(MODULE_SCREENS.get('customerDetail')).toBe(
      WEB_MODULES.get('crm-customers')?.screens?.customerDetail,
    );
    expect(MODULE_SCREENS.get('callRecordList')).toBeDefined();
  });

  it('declares screens only for keys of the menu catalogue', () => {
    const catalogue = new Set(Array.from(walkMenu(MENU_CATALOGUE), ({ entry }) => entry.key));
    expect([...MODULE_SCREENS.keys()].filter((key) => !catalogue.has(key))).toEqual([]);
  });

  it('refuses a menu key that two features claim', () => {
    const modules = new Map([
      ['crm-a', { screens: { customerList: screen() } }],
      ['crm-b', { screens: { customerList: screen() } }],
    ]);
    expect(() => collectScreens(modules)).toThrow(
      'Screen "customerList" is declared by both crm-a and crm-b',
    );
  });

  it('puts each feature slot in its shell area, in declared order whatever the folder order', () => {
    const First = () => null;
    const Second = () => null;
    const modules = new Map([
      ['a-feature', { slots: [{ area: 'header.callTool' as const, order: 20, component: Second }] }],
      ['b-feature', { slots: [{ area: 'header.callTool' as const, order: 10, component: First }] }],
    ]);
    expect(
      collectSlots(modules)
        .get('header.callTool')
        ?.map((slot) => slot.component),
    ).toEqual([First, Second]);
    // The real header: the call toolbar, then the duty control (spec §2.6).
    expect(MODULE_SLOTS.get('header.callTool')?.map((slot) => slot.component.name)).toEqual([
      'CallToolbarSlot',
      'DutySlot',
    ]);
    expect(MODULE_SLOTS.get('layout.overlay')?.map((slot) => slot.component.name)).toEqual([
      'RecordingDialogSlot',
    ]);
  });

  it('gives every locale namespace exactly one owner: the app, a shared layer or one feature', () => {
    const owners = new Map<string, string[]>();
    const own = (namespace: string, owner: string) =>
      owners.set(namespace, [...(owners.get(namespace) ?? []), owner]);
    for (const namespace of NAMESPACES) own(namespace, 'app');
    for (const namespace of SHARED_LAZY_NAMESPACES) own(namespace, 'shared');
    for (const [feature, module] of WEB_MODULES)
      for (const namespace of module.namespaces ?? []) own(namespace, feature);

    const files = Object.values(localeFiles).flatMap((exports) => Object.keys(exports));
    expect(files.filter((namespace) => owners.get(namespace)?.length !== 1)).toEqual([]);
    expect([...owners.keys()].filter((namespace) => !files.includes(namespace))).toEqual([]);
  });
});
