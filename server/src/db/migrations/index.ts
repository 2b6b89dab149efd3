import type { Migration } from 'kysely';
import * as serverBoots from './0001_server_boots';
import * as accounts from './0002_accounts';
import * as catalogue from './0004_catalogue';
import * as commerce from './0005_commerce';
import * as refunds from './0006_refunds';
import * as projects from './0007_projects';
import * as idpCredentials from './0008_idp_credentials';
import * as hardening from './0009_hardening';
import * as documentGzip from './0010_document_gzip';
import * as projectOutline from './0011_project_outline';
import * as audioClips from './0012_audio_clips';

/** Every migration by name, applied in name order: a new one is a file plus a line here. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_server_boots': serverBoots,
  '0002_accounts': accounts,
  '0004_catalogue': catalogue,
  '0005_commerce': commerce,
  '0006_refunds': refunds,
  '0007_projects': projects,
  '0008_idp_credentials': idpCredentials,
  '0009_hardening': hardening,
  '0010_document_gzip': documentGzip,
  '0011_project_outline': projectOutline,
  '0012_audio_clips': audioClips,
};
