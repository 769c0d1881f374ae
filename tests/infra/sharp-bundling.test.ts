import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharpBundling, sharpRuntimePackages } from '../../infra/constructs/sharp-bundling';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const onLinuxX64 = process.platform === 'linux' && process.arch === 'x64';

const writePackage = (nodeModules: string, name: string, manifest: object) => {
  mkdirSync(join(nodeModules, name), { recursive: true });
  writeFileSync(
    join(nodeModules, name, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', ...manifest }),
  );
};

describe('sharpRuntimePackages', () => {
  it('finds sharp, its JavaScript dependencies and only the linux-x64 glibc binaries', () => {
    const nodeModules = mkdtempSync(join(tmpdir(), 'sharp-modules-'));
    writePackage(nodeModules, 'sharp', {
      dependencies: { 'detect-libc': '*' },
      optionalDependencies: {
        '@img/sharp-linux-x64': '*',
        '@img/sharp-linuxmusl-x64': '*',
        '@img/sharp-darwin-arm64': '*',
      },
    });
    writePackage(nodeModules, 'detect-libc', {});
    writePackage(nodeModules, '@img/sharp-linux-x64', {
      os: ['linux'],
      cpu: ['x64'],
      libc: ['glibc'],
      optionalDependencies: { '@img/sharp-libvips-linux-x64': '*' },
    });
    writePackage(nodeModules, '@img/sharp-libvips-linux-x64', {
      os: ['linux'],
      cpu: ['x64'],
      libc: ['glibc'],
    });
    writePackage(nodeModules, '@img/sharp-linuxmusl-x64', { os: ['linux'], cpu: ['x64'], libc: ['musl'] });
    writePackage(nodeModules, '@img/sharp-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] });

    expect(sharpRuntimePackages(nodeModules)).toEqual([
      '@img/sharp-libvips-linux-x64',
      '@img/sharp-linux-x64',
      'detect-libc',
      'sharp',
    ]);
  });

  it('finds nothing to copy when npm installed another platform binary', () => {
    const nodeModules = mkdtempSync(join(tmpdir(), 'sharp-modules-'));
    writePackage(nodeModules, 'sharp', { optionalDependencies: { '@img/sharp-darwin-arm64': '*' } });
    writePackage(nodeModules, '@img/sharp-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] });
    expect(sharpRuntimePackages(nodeModules)).toBeUndefined();
  });

  it('falls back to installing sharp for linux-x64 glibc from the registry', () => {
    const fakeRoot = mkdtempSync(join(tmpdir(), 'sharp-root-'));
    writePackage(join(fakeRoot, 'node_modules'), 'sharp', { version: '0.35.5' });
    const commands = sharpBundling(fakeRoot).commandHooks?.afterBundling(fakeRoot, '/out') ?? [];
    expect(commands).toEqual([expect.stringContaining('--os=linux --cpu=x64 --libc=glibc sharp@0.35.5')]);
    expect(commands[0]).toMatch(/^cd "\/out" && npm install --no-save/);
  });

  it.runIf(onLinuxX64)(
    'copies a sharp that loads and resizes an image from the bundle directory alone',
    () => {
      const outputDir = mkdtempSync(join(tmpdir(), 'sharp-bundle-'));
      const bundling = sharpBundling(repoRoot);
      expect(bundling.externalModules).toContain('sharp');
      for (const command of bundling.commandHooks?.afterBundling(repoRoot, outputDir) ?? []) {
        execFileSync('bash', ['-c', command]);
      }
      // Run from the bundle directory, as Lambda does: it must not reach the repository's node_modules.
      writeFileSync(
        join(outputDir, 'index.mjs'),
        `import sharp from 'sharp';
       const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#f00' } }).png().toBuffer();
       const { info } = await sharp(png).resize({ width: 800 }).jpeg().toBuffer({ resolveWithObject: true });
       console.log(JSON.stringify(info));`,
      );
      const output = execFileSync(process.execPath, ['index.mjs'], { cwd: outputDir, encoding: 'utf8' });
      expect(JSON.parse(output)).toMatchObject({ format: 'jpeg', width: 800, height: 400 });
    },
  );
});
