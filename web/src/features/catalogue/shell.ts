// What the shell (the layouts, on every customer page) takes from the catalogue: the search box's
// suggestions. Small on purpose: the call behind it loads on first use.
export { SearchAutocomplete, type SearchAutocompleteProps } from './components/search-autocomplete';
