// Texts both remotes and the shell show, from SPEC §2/§4/§8, in one place.
export const LOADING_TEXT = 'Loading...'; // §2/§4 while the current-user check or a page loads
export const NOT_FOUND_TEXT = 'Sorry! Page you are looking for is not found!'; // §2 error views
