import { describe, expect, it } from 'vitest';
import { isOwnHost, isServerToServer } from './loopback-guard';

describe('isServerToServer', () => {
  it("lets the server's SDK calls in: no Origin, the stand-in's own loopback host", () => {
    expect(isServerToServer({ host: '127.0.0.1:4567' }, 4567)).toBe(true);
    expect(isServerToServer({ host: 'localhost:4567' }, 4567)).toBe(true);
  });

  it("refuses a web page's request and a rebound host name", () => {
    expect(isServerToServer({ host: '127.0.0.1:4567', origin: 'https://evil.example' }, 4567)).toBe(
      false,
    );
    expect(isServerToServer({ host: '127.0.0.1:4567', origin: 'null' }, 4567)).toBe(false);
    expect(isServerToServer({ host: 'evil.example:4567' }, 4567)).toBe(false);
    expect(isServerToServer({ host: '127.0.0.1:4568' }, 4567)).toBe(false);
    expect(isServerToServer({}, 4567)).toBe(false);
  });
});

describe('isOwnHost', () => {
  it('answers to localhost, IP addresses and the configured host, with or without a port', () => {
    for (const host of [
      'localhost:3000',
      'LOCALHOST',
      '127.0.0.1:3000',
      '192.168.1.20:3000',
      '[::1]:3000',
      'demo-laptop.local:3000',
    ])
      expect(isOwnHost(host, 'demo-laptop.local'), host).toBe(true);
  });

  it('refuses other names (DNS rebinding), and a missing or odd Host', () => {
    for (const host of [
      undefined,
      '',
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      ':3000',
    ])
      expect(isOwnHost(host, '127.0.0.1'), String(host)).toBe(false);
  });
});
