import { describe, expect, it } from 'vitest';
import {
  createKeychainSecretStore,
  createMemorySecretStore,
  type KeytarModule,
  type SecretStore,
  SecretStoreUnavailableError,
} from './secret-store';

function fakeKeytar(): KeytarModule & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getPassword: async (service, account) => entries.get(`${service}/${account}`) ?? null,
    setPassword: async (service, account, password) => {
      entries.set(`${service}/${account}`, password);
    },
    deletePassword: async (service, account) => entries.delete(`${service}/${account}`),
  };
}

async function roundTrip(store: SecretStore) {
  expect(await store.get()).toBeNull();
  await store.set('refresh-1');
  expect(await store.get()).toBe('refresh-1');
  await store.set('refresh-2');
  expect(await store.get()).toBe('refresh-2');
  await store.delete();
  expect(await store.get()).toBeNull();
  await store.delete();
}

describe('secret stores', () => {
  it('memory store keeps, replaces and forgets the secret', async () => {
    await roundTrip(createMemorySecretStore());
  });

  it('keychain store keeps the secret under its service and account', async () => {
    const keytar = fakeKeytar();
    const store = createKeychainSecretStore({
      service: 'Cantara',
      account: 'refresh-token',
      loadKeytar: async () => keytar,
    });
    await store.set('refresh-1');
    expect([...keytar.entries]).toEqual([['Cantara/refresh-token', 'refresh-1']]);
    await store.delete();
    await roundTrip(store);
  });

  it('accepts keytar as an ES module namespace with a default export', async () => {
    const keytar = fakeKeytar();
    const store = createKeychainSecretStore({
      service: 'Cantara',
      account: 'refresh-token',
      loadKeytar: async () => ({ default: keytar }) as unknown as KeytarModule,
    });
    await roundTrip(store);
  });

  it('turns a native module that will not load into "unavailable"', async () => {
    let loads = 0;
    const store = createKeychainSecretStore({
      service: 'Cantara',
      account: 'refresh-token',
      loadKeytar: async () => {
        loads++;
        throw new Error("Cannot find module '../build/Release/keytar.node'");
      },
    });
    await expect(store.get()).rejects.toBeInstanceOf(SecretStoreUnavailableError);
    await expect(store.set('x')).rejects.toThrow(/keychain is unavailable.*keytar\.node/);
    expect(loads).toBe(1);
  });

  it('turns keychain failures (no libsecret service) into "unavailable"', async () => {
    const keytar = fakeKeytar();
    keytar.getPassword = async () => {
      throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
    };
    const store = createKeychainSecretStore({
      service: 'Cantara',
      account: 'refresh-token',
      loadKeytar: async () => keytar,
    });
    await expect(store.get()).rejects.toBeInstanceOf(SecretStoreUnavailableError);
  });
});
