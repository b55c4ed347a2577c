// The content files are checked by the build (build/contentFiles.ts) against src/data/content/schema.ts;
// a module that imports one gets this type.
declare module '*/content/cabinet.yml' {
  const content: import('./schema').CabinetContent;
  export default content;
}
declare module '*/content/services.yml' {
  const content: import('./schema').ServicesContent;
  export default content;
}
declare module '*/content/serviceTexts.yml' {
  const content: import('./schema').ServiceTextsContent;
  export default content;
}
declare module '*/content/testimonials.yml' {
  const content: import('./schema').TestimonialsContent;
  export default content;
}
declare module '*/content/faq.yml' {
  const content: import('./schema').FaqContent;
  export default content;
}
declare module '*/content/photos.yml' {
  /** Each photo the practitioner added, processed by the build; null where the illustration stays. */
  const content: Record<keyof import('./schema').PhotosContent, import('./photo').SitePicture | null>;
  export default content;
}
declare module '*/content/home.yml' {
  const content: import('./schema').HomeContent;
  export default content;
}
declare module '*/content/legal.yml' {
  const content: import('./schema').LegalContent;
  export default content;
}
declare module '*/content/products.yml' {
  type Item = import('./schema').ProductsContent['items'][number];
  /** Each product, its photo processed by the build; null where the illustration stays. */
  const content: { items: Array<Omit<Item, 'photo'> & { photo: import('./photo').SitePicture | null }> };
  export default content;
}
declare module '*/content/links.yml' {
  const content: import('./schema').LinksContent;
  export default content;
}
