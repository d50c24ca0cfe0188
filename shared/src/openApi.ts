// API descriptions (OpenAPI 3.x, Swagger 2) turned into screens, pure: the result is a Clipboard to paste.
export * from './import/openApiResources';
export * from './import/openApiFields';
export * from './import/openApiScreens';
