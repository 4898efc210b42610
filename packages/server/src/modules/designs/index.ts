// The designs module's public entry: what other modules may use (docs/decisions: module boundaries).
export { findDesignsByImagePaths } from './designs.repository';
export { DESIGNS_FOLDER, SIDERS_FOLDER, toDesign } from './designs.service';
