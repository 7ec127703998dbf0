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
