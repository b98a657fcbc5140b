import { create } from 'zustand';
import { storage } from '../storage/expiring-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from './display-settings';

interface DisplaySettingsState extends DisplaySettings {
  update(patch: Partial<DisplaySettings>): void;
}

function storedSettings(): DisplaySettings {
  // Settings stored by an older version may lack newer fields: defaults fill them in.
  return { ...DEFAULT_DISPLAY_SETTINGS, ...storage.get<Partial<DisplaySettings>>(STORAGE_KEYS.settings) };
}

/** Display settings, remembered in localStorage across sessions (spec §3, defaults §9). */
export const useDisplaySettings = create<DisplaySettingsState>()((set, get) => ({
  ...storedSettings(),
  update(patch) {
    set(patch);
    const { update: _update, ...settings } = get();
    storage.set(STORAGE_KEYS.settings, settings);
  },
}));
