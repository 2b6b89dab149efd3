import fs from 'node:fs';
import path from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('electron-builder.yml', () => {
  it("passes electron-builder's own configuration schema", async () => {
    const config = await getConfig(ROOT, path.join(ROOT, 'electron-builder.yml'), null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    const broken = { ...config, mac: { ...config.mac, hardenedRuntim: true } };
    await expect(validateConfiguration(broken as typeof config, new DebugLogger(false))).rejects.toThrow(
      /Invalid configuration object/,
    );
  });

  it('names the app, its protocol, keytar unpacked and the generic storage host', () => {
    // biome-ignore lint/suspicious/noExplicitAny: the YAML is inspected field by field
    const config = load(fs.readFileSync(path.join(ROOT, 'electron-builder.yml'), 'utf8')) as Record<string, any>;
    expect(config.productName).toBe('Cantara');
    expect(config.protocols).toEqual([{ name: 'Cantara', schemes: ['cantara'] }]);
    expect(config.asarUnpack).toContain('node_modules/keytar/**');
    expect(config.publish).toMatchObject({ provider: 'generic', url: 'https://cantara.studio/downloads/' });
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.target.map((target: { target: string }) => target.target)).toEqual(['dmg', 'zip']);
    expect(config.win.target[0].target).toBe('nsis');
    for (const file of [
      config.mac.entitlements,
      config.mac.entitlementsInherit,
      config.nsis.include,
      config.win.icon,
      config.mac.icon,
    ]) {
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    }
    expect(fs.readFileSync(path.join(ROOT, config.nsis.include), 'utf8')).toContain('Software\\Classes\\cantara');
  });
});
