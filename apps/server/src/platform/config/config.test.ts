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
      shutdownGraceMs: 10_000,
    });
    expect(DEFAULT_WEB_DIST.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/atrium', ATRIUM_SEED_DEMO: 'true' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/atrium' });
    expect(config.seedDemo).toBe(true);
  });

  it('reads the shutdown grace in milliseconds, refusing a negative one', () => {
    expect(loadConfig({ ATRIUM_SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
    expect(() => loadConfig({ ATRIUM_SHUTDOWN_GRACE_MS: '-1' })).toThrow(/ATRIUM_SHUTDOWN_GRACE_MS/);
  });

  it("reads the embedded database's shared buffers in MB, 16 by default, refusing none", () => {
    expect(loadConfig({}).database).toMatchObject({ kind: 'pglite', sharedBuffersMb: 16 });
    expect(loadConfig({ ATRIUM_PGLITE_SHARED_BUFFERS_MB: '64' }).database).toMatchObject({
      sharedBuffersMb: 64,
    });
    expect(() => loadConfig({ ATRIUM_PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(
      /ATRIUM_PGLITE_SHARED_BUFFERS_MB/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('names every bad variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*LOG_LEVEL/);
  });

  it('keeps the API docs to signed-in callers unless ATRIUM_PUBLISH_API_DOCS publishes them', () => {
    expect(loadConfig({}).publishApiDocs).toBe(false);
    expect(loadConfig({ ATRIUM_PUBLISH_API_DOCS: 'true' }).publishApiDocs).toBe(true);
  });

  it('trusts forwarded headers from nobody, every peer, or the proxies named', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ ATRIUM_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ATRIUM_TRUST_PROXY: 'no' }).trustProxy).toBe(false);
    expect(loadConfig({ ATRIUM_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8, loopback' }).trustProxy).toEqual(
      ['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'loopback'],
    );
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1,', '300.1.1.1'])
      expect(() => loadConfig({ ATRIUM_TRUST_PROXY: bad }), bad).toThrow(
        /ATRIUM_TRUST_PROXY: true, false, or the proxies' addresses/,
      );
  });

  it('serves no web app when the folder has no index.html', () => {
    expect(loadConfig({ ATRIUM_WEB_DIST: '/nonexistent/dist' }).webDist).toBeNull();
  });

  it('stores files on local disk by default, on S3 when ATRIUM_STORAGE=s3', () => {
    expect(loadConfig({}, '/srv/atrium').files).toEqual({ kind: 'local', dir: '/srv/atrium/data/files' });
    const s3 = loadConfig({
      ATRIUM_STORAGE: 's3',
      ATRIUM_S3_REGION: 'eu-west-1',
      ATRIUM_S3_BUCKET: 'atrium-files',
      ATRIUM_S3_ACCESS_KEY_ID: 'AKID',
      ATRIUM_S3_SECRET_ACCESS_KEY: 'secret',
    }).files;
    expect(s3).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'atrium-files',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ATRIUM_STORAGE: 's3',
      ATRIUM_S3_ENDPOINT: 'http://minio:9000',
      ATRIUM_S3_BUCKET: 'atrium',
      ATRIUM_S3_ACCESS_KEY_ID: 'AKID',
      ATRIUM_S3_SECRET_ACCESS_KEY: 'secret',
      ATRIUM_S3_FORCE_PATH_STYLE: 'true',
    }).files;
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', region: 'us-east-1', forcePathStyle: true });
  });

  it('names every missing or bad S3 variable', () => {
    const bad = () =>
      loadConfig({ ATRIUM_STORAGE: 's3', ATRIUM_S3_ENDPOINT: 'ftp://x', ATRIUM_S3_BUCKET: 'No_Such' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/ATRIUM_S3_ENDPOINT: must be an http/);
    expect(bad).toThrow(/ATRIUM_S3_BUCKET: must be a bucket name/);
    expect(bad).toThrow(/ATRIUM_S3_ACCESS_KEY_ID: required when ATRIUM_STORAGE=s3/);
    expect(bad).toThrow(/ATRIUM_S3_SECRET_ACCESS_KEY: required when ATRIUM_STORAGE=s3/);
    expect(() => loadConfig({ ATRIUM_STORAGE: 'ftp' })).toThrow(/ATRIUM_STORAGE/);
  });
});
