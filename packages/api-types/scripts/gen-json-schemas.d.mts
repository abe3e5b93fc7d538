/** The schemas emitted, by their name in components.schemas. */
export declare const JSON_SCHEMA_NAMES: readonly string[];
/** Where `gen` writes them, relative to the package. */
export declare const JSON_SCHEMAS_FILE: string;
/** The text of json-schemas.json for a contract's YAML text. */
export declare function renderJsonSchemas(contractText: string): string;
