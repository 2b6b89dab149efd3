/** Where the desktop app keeps its one secret, the refresh token. */
export type SecretStore = {
  get(): Promise<string | null>;
  set(secret: string): Promise<void>;
  delete(): Promise<void>;
};

/** The OS keychain could not be used (keytar missing, no libsecret, locked keychain…). */
export class SecretStoreUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`The system keychain is unavailable: ${reason}`);
    this.name = 'SecretStoreUnavailableError';
  }
}

/** For tests and for running without a keychain: forgets everything when the process ends. */
export function createMemorySecretStore(initial: string | null = null): SecretStore {
  let secret = initial;
  return {
    get: async () => secret,
    set: async (value) => {
      secret = value;
    },
    delete: async () => {
      secret = null;
    },
  };
}

/** The subset of keytar the store uses. */
export type KeytarModule = {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
};

export type KeychainStoreOptions = {
  service: string;
  account: string;
  /** Loads keytar on first use; its native module may be missing or fail to link (Linux without libsecret). */
  loadKeytar: () => Promise<KeytarModule>;
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The refresh token in the OS keychain through keytar. Any failure to load or talk to the
 * keychain becomes SecretStoreUnavailableError, so callers can show it and stay signed out.
 */
export function createKeychainSecretStore(options: KeychainStoreOptions): SecretStore {
  let keytar: Promise<KeytarModule> | null = null;
  const load = () => {
    keytar ??= options.loadKeytar().then((loaded) => {
      const candidate = (loaded as { default?: KeytarModule }).default ?? loaded;
      if (typeof candidate?.getPassword !== 'function') throw new Error('keytar did not load');
      return candidate;
    });
    return keytar;
  };
  const run = async <T>(task: (module: KeytarModule) => Promise<T>): Promise<T> => {
    let module: KeytarModule;
    try {
      module = await load();
    } catch (error) {
      throw new SecretStoreUnavailableError(messageOf(error));
    }
    try {
      return await task(module);
    } catch (error) {
      throw new SecretStoreUnavailableError(messageOf(error));
    }
  };
  return {
    get: () => run((module) => module.getPassword(options.service, options.account)),
    set: (secret) => run((module) => module.setPassword(options.service, options.account, secret)),
    delete: () => run(async (module) => void (await module.deletePassword(options.service, options.account))),
  };
}
