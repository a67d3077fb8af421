/** Largest page any list endpoint serves; also its default (SPEC §9: default list limit 500). */
export const MAX_PAGE_LIMIT = 500;
