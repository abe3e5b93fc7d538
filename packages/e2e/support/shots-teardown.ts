import { readdirSync } from 'node:fs';
import { SHOTS_DIR } from './shots';

/** Says where the pictures are, so the next step is to open them. */
export default async function shotsTeardown(): Promise<void> {
  const pictures = readdirSync(SHOTS_DIR).filter((file) => file.endsWith('.png'));
  console.log(
    `\n${pictures.length} screenshots in ${SHOTS_DIR} (<route>--<state>--<width>.png): open them and look.\n`,
  );
}
