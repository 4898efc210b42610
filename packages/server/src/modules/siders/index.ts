// The siders module's public entry: what other modules may use (README: "Where to change what").
export { findSidersDesignsByImagePaths } from './siders.repository';
