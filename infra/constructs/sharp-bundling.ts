import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * Lambda's platform for the image function: Amazon Linux 2023 on x86_64 with glibc. x86_64 rather than
 * the arm64 of the other functions, so that a linux-x64 build machine (this one, CI) can ship the sharp
 * binary npm already installed, offline and without Docker. See docs/decisions.md, "Images".
 */
export const sharpArchitecture = Architecture.X86_64;
const lambdaPlatform = { os: 'linux', cpu: 'x64', libc: 'glibc' } as const;

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const readPackage = (nodeModules: string, name: string): PackageJson | undefined => {
  const file = join(nodeModules, name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : undefined;
};

/** A package restricted to other platforms (npm's `os`/`cpu`/`libc` fields) is of no use in Lambda. */
const runsOnLambda = (pkg: PackageJson) =>
  (!pkg.os || pkg.os.includes(lambdaPlatform.os)) &&
  (!pkg.cpu || pkg.cpu.includes(lambdaPlatform.cpu)) &&
  (!pkg.libc || pkg.libc.includes(lambdaPlatform.libc));

/**
 * sharp and every installed package it needs at run time in Lambda: its JavaScript dependencies and
 * the native packages (`@img/sharp-linux-x64`, `@img/sharp-libvips-linux-x64`) among its optional ones.
 * Undefined when the linux-x64 binaries are not installed (another build platform).
 */
export const sharpRuntimePackages = (nodeModules: string): string[] | undefined => {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    const pkg = readPackage(nodeModules, name);
    if (!pkg || !runsOnLambda(pkg)) return;
    found.add(name);
    for (const dependency of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }))
      visit(dependency);
  };
  visit('sharp');
  const nativePackages = [
    `@img/sharp-${lambdaPlatform.os}-${lambdaPlatform.cpu}`,
    `@img/sharp-libvips-${lambdaPlatform.os}-${lambdaPlatform.cpu}`,
  ];
  return nativePackages.every((name) => found.has(name)) ? [...found].sort() : undefined;
};

/** A path as one word of a POSIX shell command. */
export const shellQuote = (path: string) => `"${path.replace(/(["\\$`])/g, '\\$1')}"`;

/**
 * Bundling for a function that imports sharp. esbuild leaves `sharp` to be resolved at run time (it
 * loads a native binary esbuild cannot bundle), and after bundling the function's `node_modules`
 * receives sharp for linux-x64 glibc: copied from this repository's `node_modules` when npm installed
 * exactly those binaries here (a linux-x64 glibc build host), otherwise installed from the npm registry
 * for that platform at the version in the lock file.
 */
export const sharpBundling = (
  repoRoot: string,
): Pick<BundlingOptions, 'externalModules' | 'commandHooks'> => {
  const nodeModules = join(repoRoot, 'node_modules');
  const version = readPackage(nodeModules, 'sharp')?.version;
  if (!version) throw new Error('sharp is not installed: run npm ci');

  return {
    externalModules: ['@aws-sdk/*', 'sharp'],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) => {
        const packages = sharpRuntimePackages(join(inputDir, 'node_modules'));
        const target = join(outputDir, 'node_modules');
        if (packages) {
          return packages.map((name) => {
            const destination = join(target, name);
            return `mkdir -p ${shellQuote(join(destination, '..'))} && cp -R ${shellQuote(join(inputDir, 'node_modules', name))} ${shellQuote(destination)}`;
          });
        }
        return [
          `cd ${shellQuote(outputDir)} && npm install --no-save --no-package-lock --omit=dev --ignore-scripts ` +
            `--os=${lambdaPlatform.os} --cpu=${lambdaPlatform.cpu} --libc=${lambdaPlatform.libc} sharp@${version}`,
        ];
      },
    },
  };
};
