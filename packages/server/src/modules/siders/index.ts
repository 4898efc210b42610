// The siders module's public entry: what other modules may use (docs/decisions: module boundaries).
export { findSidersDesignsByImagePaths } from './siders.repository';
