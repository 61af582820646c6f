import { LANG_PREFIX } from "../../shared/constants";

/** Angry Miniatures' localisation keys: `SHELFWARS.AngryMiniatures.<rest>`. */
export const amKey = (rest: string): string => `${LANG_PREFIX}.AngryMiniatures.${rest}`;
/** Its documents' and sheets' keys: `SHELFWARS.AngryMiniatures.Documents.<rest>`. */
export const docKey = (rest: string): string => `${LANG_PREFIX}.AngryMiniatures.Documents.${rest}`;
