import { loadAllCatalogues } from '../app/i18n/i18n.ts';

await loadAllCatalogues();
