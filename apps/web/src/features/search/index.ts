// Search from the header (SPEC §5: 3 to 50 characters): the query rule, the API call and the search dialog.
export { readSearchInput, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './api/search-query';
export type { SearchInput } from './api/search-query';
export { search, searchQueryOptions, useSearch } from './api/search';
export type { SearchResults } from './api/search';
export { SearchButton } from './components/search-button';
export { SEARCH_DEBOUNCE_MS, SearchPanel } from './components/search-panel';
