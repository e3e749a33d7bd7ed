import { noPhotos, type ParkPhotos } from '../../contract/photos';
import type { Sql } from '../db/database';

/** The photos of each public place, as pages show them. (Filled in by the photos work.) */
export async function readShownPhotos(_sql: Sql): Promise<ParkPhotos> {
  return noPhotos;
}
