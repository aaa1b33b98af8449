import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeProfile } from './chromium';

const made: string[] = [];
afterEach(() => {
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** A profile whose SingletonSocket links into `socketDirectory`, as Chromium leaves it. */
function profileLinkedTo(socketDirectory: string): string {
  const profile = mkdtempSync(join(tmpdir(), 'inroom-bench-chromium-test-'));
  made.push(profile, socketDirectory);
  mkdirSync(socketDirectory, { recursive: true });
  writeFileSync(join(socketDirectory, 'SingletonSocket'), '');
  symlinkSync(join(socketDirectory, 'SingletonSocket'), join(profile, 'SingletonSocket'));
  return profile;
}

describe('removeProfile', () => {
  it("removes the profile and Chromium's singleton socket directory", () => {
    const socketDirectory = mkdtempSync(join(tmpdir(), 'org.chromium.Chromium.'));
    const profile = profileLinkedTo(socketDirectory);
    removeProfile(profile);
    expect(existsSync(profile)).toBe(false);
    expect(existsSync(socketDirectory)).toBe(false);
  });

  it('keeps a directory the link points to that Chromium did not make', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'inroom-bench-not-chromium-'));
    const profile = profileLinkedTo(elsewhere);
    removeProfile(profile);
    expect(existsSync(profile)).toBe(false);
    expect(existsSync(join(elsewhere, 'SingletonSocket'))).toBe(true);
  });

  it('removes a profile Chromium never opened its socket in', () => {
    const profile = mkdtempSync(join(tmpdir(), 'inroom-bench-chromium-test-'));
    made.push(profile);
    removeProfile(profile);
    expect(existsSync(profile)).toBe(false);
  });
});
