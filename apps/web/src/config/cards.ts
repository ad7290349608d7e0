/** Tags a startup card shows; the admin's card says "+N more" for the rest. */
export const TAGS_PER_CARD = 3
