import { type PublishTarget, publish } from './publish';
import { buildUpdateFiles } from './update-files';

export type ReleaseOptions = {
  installers: readonly string[];
  version: string;
  target: PublishTarget;
  releaseDate?: Date;
};

/** Builds the update files and publishes the release; returns the published locations. */
export async function release(options: ReleaseOptions): Promise<string[]> {
  const updateFiles = await buildUpdateFiles(options.installers, {
    version: options.version,
    releaseDate: options.releaseDate ?? new Date(),
  });
  return publish(options.target, { installers: options.installers, updateFiles });
}
