import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, adminEmail: 'admin@hub.local', registrationOpen: false, seedDemo: true, jwtTtlSeconds: 28800 });
  });

  it('turns demo data off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('names each bad variable in its message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_URLS: 'https://ok.org,nao-e-url' })).toThrow(/APP_URLS/);
    expect(() => loadConfig({ JWT_SECRET: 'curto' })).toThrow(/JWT_SECRET deve ter pelo menos 32 caracteres/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('keeps only the origin of each APP_URLS entry', () => {
    expect(loadConfig({ APP_URLS: 'https://a.org/x/, http://b.org:8080' }).appUrls).toEqual(['https://a.org', 'http://b.org:8080']);
  });
});

describe('loadConfig: uploads', () => {
  it('keeps uploads on disk unless S3 is configured, and then needs every S3 variable', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({}).videoMaxBytes).toBe(100 * 1024 * 1024);
    expect(() => loadConfig({ S3_BUCKET: 'hub' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: obrigatórias para usar/);
    const s3 = loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'hub', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_FORCE_PATH_STYLE: 'false' }).s3;
    expect(s3).toEqual({ endpoint: 'http://minio:9000', bucket: 'hub', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: false });
  });
});
