import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WEB_DIST, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to an embedded database in ./data and port 3000', () => {
    const config = loadConfig({}, '/srv/atrium');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: '/srv/atrium/data' },
      logLevel: 'info',
      seedDemo: undefined,
    });
    expect(DEFAULT_WEB_DIST.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/atrium', ATRIUM_SEED_DEMO: 'true' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/atrium' });
    expect(config.seedDemo).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('names every bad variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*LOG_LEVEL/);
  });

  it('serves no web app when the folder has no index.html', () => {
    expect(loadConfig({ ATRIUM_WEB_DIST: '/nonexistent/dist' }).webDist).toBeNull();
  });
});
