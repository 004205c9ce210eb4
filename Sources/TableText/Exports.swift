// `Message`, `Catalog` and `KoreanParticle` come from MessageCatalog, the part of the catalogs that
// does not depend on the generated keys (so `tablelab-l10n` can build when the keys are stale).
// Everything that shows messages imports TableText and gets them with it.
@_exported import MessageCatalog
