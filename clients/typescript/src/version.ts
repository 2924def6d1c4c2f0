/** The API version this package was generated from (`info.version` of openapi/openapi.json; also the package's
 * version). The server's is in its document, `GET /schema/openapi.json`. */
export const API_VERSION = "1.0.0";
