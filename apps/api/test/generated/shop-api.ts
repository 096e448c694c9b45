// Generated from /api/docs/json by openapi-typescript (test/typed-client.test.ts). Do not edit.
export interface paths {
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products with their packs, at your price */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "products": [
                         *         {
                         *           "id": "0b6f1c9e-3f5c-4f7e-9a51-0c1f3e2d4a10",
                         *           "name": "Mobile Legends",
                         *           "type": "MLBB",
                         *           "inputs": [
                         *             "User ID",
                         *             "Zone ID"
                         *           ],
                         *           "checks_player": true,
                         *           "in_stock": true,
                         *           "packs": [
                         *             {
                         *               "id": "5d2c1a7b-8e9f-4a3b-b6c5-d4e3f2a1b0c9",
                         *               "name": "86 Diamonds",
                         *               "price": 112.5,
                         *               "in_stock": true
                         *             }
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            products: {
                                id: string;
                                name: string;
                                type: string;
                                inputs: string[];
                                checks_player: boolean;
                                in_stock: boolean;
                                packs: {
                                    id: string;
                                    name: string;
                                    price: number;
                                    in_stock: boolean;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your wallet balance */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "balance": 5000,
                         *       "currency": "INR"
                         *     }
                         */
                        "application/json": {
                            balance: number;
                            /** @enum {string} */
                            currency: "INR";
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The in-game name of a player id */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        product_id: string;
                        /** Format: uuid */
                        pack_id?: string;
                        player_id: string;
                        zone_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "player_name": "RRQ Hoshi",
                         *       "allowed": true,
                         *       "message": "success"
                         *     }
                         */
                        "application/json": {
                            player_name: string | null;
                            allowed: boolean;
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request was understood but cannot be carried out (e.g. the supplier refused the player id). */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your orders changed since a time, oldest change first, paged */
        get: {
            parameters: {
                query?: {
                    since?: string;
                    cursor?: string;
                    limit?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "orders": [
                         *         {
                         *           "id": "ST1764086400000A1B2C3",
                         *           "status": "Processing",
                         *           "product_id": "0b6f1c9e-3f5c-4f7e-9a51-0c1f3e2d4a10",
                         *           "product_name": "Mobile Legends",
                         *           "pack_id": "5d2c1a7b-8e9f-4a3b-b6c5-d4e3f2a1b0c9",
                         *           "pack_name": "86 Diamonds",
                         *           "player_id": "12345678",
                         *           "zone_id": "1234",
                         *           "player_name": "RRQ Hoshi",
                         *           "price": 112.5,
                         *           "reason": null,
                         *           "created_at": "2026-11-25T10:00:00.000Z",
                         *           "updated_at": "2026-11-25T10:00:00.000Z",
                         *           "timeline": [
                         *             {
                         *               "step": "placed",
                         *               "at": "2026-11-25T10:00:00.000Z",
                         *               "detail": null
                         *             },
                         *             {
                         *               "step": "paid",
                         *               "at": "2026-11-25T10:00:00.000Z",
                         *               "detail": "Paid from your wallet"
                         *             }
                         *           ],
                         *           "test": false
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": {
                            orders: {
                                id: string;
                                /** @enum {string} */
                                status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                                product_id: string;
                                product_name: string;
                                pack_id: string;
                                pack_name: string;
                                player_id: string;
                                zone_id: string;
                                player_name: string | null;
                                price: number;
                                reason: string | null;
                                created_at: string;
                                updated_at: string;
                                timeline: {
                                    /** @enum {string} */
                                    step: "placed" | "paid" | "sent" | "delivered" | "refunded" | "cancelled" | "failed";
                                    at: string | null;
                                    detail: string | null;
                                }[];
                                test: boolean;
                            }[];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Place an order paid from your wallet
         * @description Requires an Idempotency-Key header: a retry with the same key answers the same order; the same key with another body answers 409. A test key checks and prices the order, then keeps nothing and moves no money.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description 8 to 100 letters, digits, - or _, new for each order */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        product_id: string;
                        /** Format: uuid */
                        pack_id: string;
                        player_id: string;
                        zone_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "ST1764086400000A1B2C3",
                         *       "status": "Processing",
                         *       "product_id": "0b6f1c9e-3f5c-4f7e-9a51-0c1f3e2d4a10",
                         *       "product_name": "Mobile Legends",
                         *       "pack_id": "5d2c1a7b-8e9f-4a3b-b6c5-d4e3f2a1b0c9",
                         *       "pack_name": "86 Diamonds",
                         *       "player_id": "12345678",
                         *       "zone_id": "1234",
                         *       "player_name": "RRQ Hoshi",
                         *       "price": 112.5,
                         *       "reason": null,
                         *       "created_at": "2026-11-25T10:00:00.000Z",
                         *       "updated_at": "2026-11-25T10:00:00.000Z",
                         *       "timeline": [
                         *         {
                         *           "step": "placed",
                         *           "at": "2026-11-25T10:00:00.000Z",
                         *           "detail": null
                         *         },
                         *         {
                         *           "step": "paid",
                         *           "at": "2026-11-25T10:00:00.000Z",
                         *           "detail": "Paid from your wallet"
                         *         }
                         *       ],
                         *       "test": false
                         *     }
                         */
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                            product_id: string;
                            product_name: string;
                            pack_id: string;
                            pack_name: string;
                            player_id: string;
                            zone_id: string;
                            player_name: string | null;
                            price: number;
                            reason: string | null;
                            created_at: string;
                            updated_at: string;
                            timeline: {
                                /** @enum {string} */
                                step: "placed" | "paid" | "sent" | "delivered" | "refunded" | "cancelled" | "failed";
                                at: string | null;
                                detail: string | null;
                            }[];
                            test: boolean;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The wallet does not hold enough for this. */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request was understood but cannot be carried out (e.g. the supplier refused the player id). */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your orders */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "ST1764086400000A1B2C3",
                         *       "status": "Processing",
                         *       "product_id": "0b6f1c9e-3f5c-4f7e-9a51-0c1f3e2d4a10",
                         *       "product_name": "Mobile Legends",
                         *       "pack_id": "5d2c1a7b-8e9f-4a3b-b6c5-d4e3f2a1b0c9",
                         *       "pack_name": "86 Diamonds",
                         *       "player_id": "12345678",
                         *       "zone_id": "1234",
                         *       "player_name": "RRQ Hoshi",
                         *       "price": 112.5,
                         *       "reason": null,
                         *       "created_at": "2026-11-25T10:00:00.000Z",
                         *       "updated_at": "2026-11-25T10:00:00.000Z",
                         *       "timeline": [
                         *         {
                         *           "step": "placed",
                         *           "at": "2026-11-25T10:00:00.000Z",
                         *           "detail": null
                         *         },
                         *         {
                         *           "step": "paid",
                         *           "at": "2026-11-25T10:00:00.000Z",
                         *           "detail": "Paid from your wallet"
                         *         }
                         *       ],
                         *       "test": false
                         *     }
                         */
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                            product_id: string;
                            product_name: string;
                            pack_id: string;
                            pack_name: string;
                            player_id: string;
                            zone_id: string;
                            player_name: string | null;
                            price: number;
                            reason: string | null;
                            created_at: string;
                            updated_at: string;
                            timeline: {
                                /** @enum {string} */
                                step: "placed" | "paid" | "sent" | "delivered" | "refunded" | "cancelled" | "failed";
                                at: string | null;
                                detail: string | null;
                            }[];
                            test: boolean;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/gethomeproducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trending: {
                                _id: string;
                                productid: number;
                                name: string;
                                imgpath: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                isApi: boolean;
                                apiType: string | null;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                            }[];
                            instantGames: {
                                _id: string;
                                productid: number;
                                name: string;
                                imgpath: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                isApi: boolean;
                                apiType: string | null;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                            }[];
                            games: {
                                _id: string;
                                productid: number;
                                name: string;
                                imgpath: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                isApi: boolean;
                                apiType: string | null;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                            }[];
                            ott: {
                                _id: string;
                                productid: number;
                                name: string;
                                imgpath: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                isApi: boolean;
                                apiType: string | null;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                            }[];
                            others: {
                                _id: string;
                                productid: number;
                                name: string;
                                imgpath: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                isApi: boolean;
                                apiType: string | null;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/eachproduct/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            productid: number;
                            name: string;
                            imgpath: string;
                            type: string;
                            /** @enum {string} */
                            category: "games" | "instant-games" | "ott" | "others";
                            isApi: boolean;
                            apiType: string | null;
                            importantnote: string;
                            inputs: {
                                label: string;
                            }[];
                            items: number[];
                            istrending: boolean;
                            instock: boolean;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/item/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            itemid: number;
                            id: number;
                            name: string;
                            type: string;
                            suggestedTask: string;
                            originalprice: number;
                            discountedprice: number;
                            resellprice?: number;
                            imgpath: string;
                            inStock: boolean;
                            isApi: boolean;
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/allproducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            productid: number;
                            name: string;
                            imgpath: string;
                            type: string;
                            /** @enum {string} */
                            category: "games" | "instant-games" | "ott" | "others";
                            isApi: boolean;
                            apiType: string | null;
                            importantnote: string;
                            inputs: {
                                label: string;
                            }[];
                            items: number[];
                            istrending: boolean;
                            instock: boolean;
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            CarouselMb: {
                                id: string;
                                title: string;
                                url: string;
                                redirectUrl: string;
                            }[];
                            CarouselPc: {
                                id: string;
                                title: string;
                                url: string;
                                redirectUrl: string;
                            }[];
                            Popup: {
                                id: string;
                                title: string;
                                url: string;
                                redirectUrl: string;
                            } | null;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/checkid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userid: string;
                        zoneid?: string | null;
                        selectedProduct: string | {
                            /** Format: uuid */
                            _id: string;
                        };
                        selectedItem?: (string | {
                            /** Format: uuid */
                            _id: string;
                        }) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            username?: string;
                            use?: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request was understood but cannot be carried out (e.g. the supplier refused the player id). */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        mobileNumber: string;
                        email: string;
                        password: string;
                        referralCode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            msg: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verifyandregister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        mobileNumber: string;
                        email: string;
                        password: string;
                        otp: string;
                        referralCode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            msg: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verifymail/{id}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            msg: string;
                            /** @enum {string} */
                            code: "0" | "1";
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                            user: {
                                _id: string;
                                userid: string;
                                name: string;
                                email: string;
                                mobilenumber: string | null;
                                /** @enum {string} */
                                role: "user" | "reseller" | "admin";
                                verified: boolean;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/otp-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/timer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            timer: number;
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            token: string;
                            user: {
                                _id: string;
                                userid: string;
                                name: string;
                                email: string;
                                mobilenumber: string | null;
                                /** @enum {string} */
                                role: "user" | "reseller" | "admin";
                                verified: boolean;
                            };
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/forgetpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            msg: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/reset-password/{id}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            msg: string;
                            /** @enum {string} */
                            code: "0" | "1";
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/validateuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default [
                         *       "user",
                         *       "reseller",
                         *       "admin"
                         *     ]
                         */
                        requiredRoles?: ("user" | "reseller" | "admin")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            role: "user" | "reseller" | "admin";
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/edit-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userid: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            user: {
                                _id: string;
                                userid: string;
                                name: string;
                                email: string;
                                mobilenumber: string | null;
                                /** @enum {string} */
                                role: "user" | "reseller" | "admin";
                                verified: boolean;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/myorder/{userid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            total_order: number;
                            completed: number;
                            refunded: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start Google sign-in: redirects to the provider */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google sign-in callback: redirects to the app */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Collect the session of a Google sign-in (once) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                            user: {
                                _id: string;
                                userid: string;
                                name: string;
                                email: string;
                                mobilenumber: string | null;
                                /** @enum {string} */
                                role: "user" | "reseller" | "admin";
                                verified: boolean;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether provider sign-in is on, and what the browser needs to run it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            enabled: false;
                        } | {
                            /** @enum {boolean} */
                            enabled: true;
                            issuer: string;
                            clientId: string;
                            scope: string;
                            providerName: string;
                            extraParams: {
                                [key: string]: string;
                            };
                            refreshTokens: boolean;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-use nonce for the next authorization request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nonce: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the provider's ID token for the shop's session
         * @description The one call that turns a provider sign-in into a shop session. The server verifies the ID token's signature against the issuer's JWKS, its issuer, audience, expiry, the nonce from /auth/oidc/nonce, auth_time against max_age and the organization when configured; 401 Login failed otherwise, 403 for an unverified email.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id_token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                            user: {
                                _id: string;
                                userid: string;
                                name: string;
                                email: string;
                                mobilenumber: string | null;
                                /** @enum {string} */
                                role: "user" | "reseller" | "admin";
                                verified: boolean;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number | string;
                    limit?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                _id: string;
                                userid: string;
                                name: string;
                                mobilenumber: string | null;
                                email: string;
                                /** @enum {string} */
                                role: "user" | "reseller" | "admin";
                                balance: number;
                                /** @enum {string} */
                                verified: "true" | "false";
                                /** @enum {string} */
                                isBlocked: "true" | "false";
                            }[];
                            totalPages: number;
                            totalCount: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updateuserdata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        userid?: string | number;
                        name: string;
                        mobilenumber?: ("" | string) | null;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "reseller" | "admin";
                        verified: boolean | ("true" | "false");
                        isBlocked: boolean | ("true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            user: {
                                _id: string;
                                userid: string;
                                name: string;
                                mobilenumber: string | null;
                                email: string;
                                /** @enum {string} */
                                role: "user" | "reseller" | "admin";
                                balance: number;
                                /** @enum {string} */
                                verified: "true" | "false";
                                /** @enum {string} */
                                isBlocked: "true" | "false";
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                /** @enum {string} */
                                channel: "sms" | "email";
                                to: string;
                                subject?: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                                otp?: string;
                                link?: string;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/createOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        product_id: string;
                        /** Format: uuid */
                        item_id?: string;
                        itemid?: string | (number | string);
                        userid: string;
                        input1: string;
                        input2?: string;
                        /** @enum {string} */
                        paymentmode: "upi" | "wallet";
                        couponCode?: string;
                        points?: number | string;
                        key?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            payment_url: string;
                            client_txn_id: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request was understood but cannot be carried out (e.g. the supplier refused the player id). */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/createWalletOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        product_id: string;
                        /** Format: uuid */
                        item_id?: string;
                        itemid?: string | (number | string);
                        userid: string;
                        input1: string;
                        input2?: string;
                        /** @enum {string} */
                        paymentmode: "upi" | "wallet";
                        couponCode?: string;
                        points?: number | string;
                        key?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            msg: string;
                            redirect_url: string;
                            client_txn_id: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The wallet does not hold enough for this. */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request was understood but cannot be carried out (e.g. the supplier refused the player id). */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/orderstatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_txn_id: string;
                        date?: string;
                        key?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                            data: {
                                _id: string;
                                orderid: string;
                                client_txn_id: string;
                                productname: string;
                                itemname: string;
                                /** @enum {string} */
                                paymentmode: "upi" | "wallet" | "points";
                                /** @enum {string} */
                                status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                                input1: string;
                                input2: string;
                                username: string | null;
                                value: number;
                                createdAt: string;
                                updatedAt: string;
                                reason: string | null;
                                useremail: string;
                                upi_txn_id: string | null;
                                points?: number;
                                product_id?: string;
                                item_id?: string;
                                timeline?: {
                                    /** @enum {string} */
                                    step: "placed" | "paid" | "sent" | "delivered" | "refunded" | "cancelled" | "failed";
                                    at: string | null;
                                    detail: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            orderid: string;
                            client_txn_id: string;
                            productname: string;
                            itemname: string;
                            /** @enum {string} */
                            paymentmode: "upi" | "wallet" | "points";
                            /** @enum {string} */
                            status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                            input1: string;
                            input2: string;
                            username: string | null;
                            value: number;
                            createdAt: string;
                            updatedAt: string;
                            reason: string | null;
                            useremail: string;
                            upi_txn_id: string | null;
                            points?: number;
                            product_id?: string;
                            item_id?: string;
                            timeline?: {
                                /** @enum {string} */
                                step: "placed" | "paid" | "sent" | "delivered" | "refunded" | "cancelled" | "failed";
                                at: string | null;
                                detail: string | null;
                            }[];
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/getbalance/{userid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balance: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/gettransactions/{userid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            txnid: string;
                            /** @enum {string} */
                            type: "Credit" | "Debit" | "Refunded";
                            /** @enum {string} */
                            status: "Created" | "Processing" | "Success" | "Failed";
                            amount: number;
                            orderid: string | null;
                            reason: string | null;
                            createdAt: string;
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: number | string;
                        userid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            msg: string;
                            payment_url: string;
                            client_txn_id: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/txnstatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_txn_id: string;
                        date?: string;
                        key?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                _id: string;
                                txnid: string;
                                /** @enum {string} */
                                type: "Credit" | "Debit" | "Refunded";
                                /** @enum {string} */
                                status: "Created" | "Processing" | "Success" | "Failed";
                                amount: number;
                                orderid: string | null;
                                reason: string | null;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/payments/{client_txn_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    client_txn_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client_txn_id: string;
                            amount: number;
                            /** @enum {string} */
                            purpose: "order" | "topup";
                            description: string;
                            /** @enum {string} */
                            status: "pending" | "success" | "failure";
                            upiUri: string;
                            returnUrl: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/pay/{client_txn_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    client_txn_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "success" | "failure";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            returnUrl: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupon/validatecoupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        couponCode: string;
                        /** Format: uuid */
                        item_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            originalPrice: number;
                            appliedDiscount: number;
                            finalPrice: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/points/getbalance/{userid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balance: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/points/history/{userid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                id: string;
                                amount: number;
                                balanceAfter: number;
                                reason: string;
                                orderid: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/points/redeempoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: number | string;
                        userid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            msg: string;
                            balance: number;
                            walletBalance: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboard/live-leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            data: {
                                _id: string;
                                name: string;
                                totalSpent: number;
                            }[];
                            msg: string;
                            resetsAt: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboard/leaderboard-winners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            data: {
                                weekNumber: number;
                                weekStart: string;
                                winners: {
                                    _id: string;
                                    name: string;
                                    totalSpent: number;
                                    rewardAmount: number;
                                }[];
                            }[];
                            msg: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leaderboard-rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first: number;
                            second: number;
                            third: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first: number | string;
                        second: number | string;
                        third: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first: number;
                            second: number;
                            third: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/get-referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userid?: string;
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            referralCode: string | null;
                            msg?: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/generate-referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userid?: string;
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            referralCode: string | null;
                            msg?: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/referral-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userid?: string;
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totalEarnings: number;
                            pendingEarnings: number;
                            redeemedEarnings: number;
                            totalReferrals: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/get-referral-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userid?: string;
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            orderId: string;
                            userEmail: string;
                            orderAmount: number;
                            commision: number;
                            createdAt: string;
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referral/redeem-earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userid?: string;
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            msg: string;
                            redeemed: number;
                            walletBalance: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMsg"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            total_order: number;
                            completed: number;
                            refunded: number;
                            processing: number;
                            total_sale: number;
                            daily: {
                                date: string;
                                sales: number;
                                orders: number;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auditlog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number | string;
                    limit?: number | string;
                    admin?: string;
                    customer?: string;
                    kind?: "wallet" | "order" | "coupon" | "user" | "catalogue" | "gallery" | "leaderboard" | "settings";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                _id: string;
                                admin: string;
                                action: string;
                                target: string;
                                customer: string | null;
                                reason: string | null;
                                details: {
                                    [key: string]: unknown;
                                };
                                createdAt: string;
                            }[];
                            currentPage: number;
                            totalPages: number;
                            totalItems: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            transactionid: string;
                            orderid: string;
                            productname: string;
                            itemname: string;
                            /** @enum {string} */
                            status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                            input1: string;
                            input2: string;
                            username: string | null;
                            value: number;
                            discount: number;
                            couponCode: string | null;
                            /** @enum {string} */
                            paymentmode: "upi" | "wallet" | "points";
                            useremail: string;
                            reason: string | null;
                            flag: string | null;
                            upi_txn_id: string | null;
                            /** @enum {string|null} */
                            refunded_via?: "wallet" | "outside" | null;
                            refund_reference?: string | null;
                            deliveries?: {
                                reference: string;
                                sku: string;
                                supplier: string;
                                /** @enum {string} */
                                status: "new" | "sending" | "processing" | "delivered" | "failed" | "held" | "unknown";
                                attempts: number;
                                supplier_order_id: string | null;
                                last_answer: string | null;
                                sent_at: string | null;
                                delivered_at: string | null;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updateorder/{id}/{status}/{reason}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    status: "Completed" | "Refunded" | "Cancelled";
                    reason: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            order: {
                                _id: string;
                                transactionid: string;
                                orderid: string;
                                productname: string;
                                itemname: string;
                                /** @enum {string} */
                                status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                                input1: string;
                                input2: string;
                                username: string | null;
                                value: number;
                                discount: number;
                                couponCode: string | null;
                                /** @enum {string} */
                                paymentmode: "upi" | "wallet" | "points";
                                useremail: string;
                                reason: string | null;
                                flag: string | null;
                                upi_txn_id: string | null;
                                /** @enum {string|null} */
                                refunded_via?: "wallet" | "outside" | null;
                                refund_reference?: string | null;
                                deliveries?: {
                                    reference: string;
                                    sku: string;
                                    supplier: string;
                                    /** @enum {string} */
                                    status: "new" | "sending" | "processing" | "delivered" | "failed" | "held" | "unknown";
                                    attempts: number;
                                    supplier_order_id: string | null;
                                    last_answer: string | null;
                                    sent_at: string | null;
                                    delivered_at: string | null;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updateorder/{id}/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    status: "Completed" | "Refunded" | "Cancelled";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            order: {
                                _id: string;
                                transactionid: string;
                                orderid: string;
                                productname: string;
                                itemname: string;
                                /** @enum {string} */
                                status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                                input1: string;
                                input2: string;
                                username: string | null;
                                value: number;
                                discount: number;
                                couponCode: string | null;
                                /** @enum {string} */
                                paymentmode: "upi" | "wallet" | "points";
                                useremail: string;
                                reason: string | null;
                                flag: string | null;
                                upi_txn_id: string | null;
                                /** @enum {string|null} */
                                refunded_via?: "wallet" | "outside" | null;
                                refund_reference?: string | null;
                                deliveries?: {
                                    reference: string;
                                    sku: string;
                                    supplier: string;
                                    /** @enum {string} */
                                    status: "new" | "sending" | "processing" | "delivered" | "failed" | "held" | "unknown";
                                    attempts: number;
                                    supplier_order_id: string | null;
                                    last_answer: string | null;
                                    sent_at: string | null;
                                    delivered_at: string | null;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order: string;
                        /** @enum {string} */
                        status: "Completed" | "Refunded" | "Cancelled";
                        reason?: string;
                        /** @enum {string} */
                        moneyBack?: "wallet" | "outside";
                        reference?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            order: {
                                _id: string;
                                transactionid: string;
                                orderid: string;
                                productname: string;
                                itemname: string;
                                /** @enum {string} */
                                status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                                input1: string;
                                input2: string;
                                username: string | null;
                                value: number;
                                discount: number;
                                couponCode: string | null;
                                /** @enum {string} */
                                paymentmode: "upi" | "wallet" | "points";
                                useremail: string;
                                reason: string | null;
                                flag: string | null;
                                upi_txn_id: string | null;
                                /** @enum {string|null} */
                                refunded_via?: "wallet" | "outside" | null;
                                refund_reference?: string | null;
                                deliveries?: {
                                    reference: string;
                                    sku: string;
                                    supplier: string;
                                    /** @enum {string} */
                                    status: "new" | "sending" | "processing" | "delivered" | "failed" | "held" | "unknown";
                                    attempts: number;
                                    supplier_order_id: string | null;
                                    last_answer: string | null;
                                    sent_at: string | null;
                                    delivered_at: string | null;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alltxn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number | string;
                    limit?: number | string;
                    search?: string;
                    status?: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                    input?: string;
                    paymentmode?: "upi" | "wallet" | "points";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transactions: {
                                _id: string;
                                transactionid: string;
                                orderid: string;
                                productname: string;
                                itemname: string;
                                /** @enum {string} */
                                status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                                input1: string;
                                input2: string;
                                username: string | null;
                                value: number;
                                discount: number;
                                couponCode: string | null;
                                /** @enum {string} */
                                paymentmode: "upi" | "wallet" | "points";
                                useremail: string;
                                reason: string | null;
                                flag: string | null;
                                upi_txn_id: string | null;
                                /** @enum {string|null} */
                                refunded_via?: "wallet" | "outside" | null;
                                refund_reference?: string | null;
                                deliveries?: {
                                    reference: string;
                                    sku: string;
                                    supplier: string;
                                    /** @enum {string} */
                                    status: "new" | "sending" | "processing" | "delivered" | "failed" | "held" | "unknown";
                                    attempts: number;
                                    supplier_order_id: string | null;
                                    last_answer: string | null;
                                    sent_at: string | null;
                                    delivered_at: string | null;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            totalTxns: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/allwallettxn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number | string;
                    limit?: number | string;
                    search?: string;
                    type?: "Credit" | "Debit" | "Refunded";
                    status?: "Created" | "Processing" | "Success" | "Failed";
                    orderid?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transactions: {
                                _id: string;
                                txnid: string;
                                /** @enum {string} */
                                type: "Credit" | "Debit" | "Refunded";
                                /** @enum {string} */
                                status: "Created" | "Processing" | "Success" | "Failed";
                                amount: number;
                                orderid: string | null;
                                userid: string;
                                useremail: string;
                                reason: string | null;
                                flag: string | null;
                                updatedAt: string;
                                createdAt: string;
                            }[];
                            currentPage: number;
                            totalPages: number;
                            totalItems: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/adduserbalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                        email?: string;
                        amount: number | string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            balance: number;
                            txnid: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reversecredit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        txnid: string;
                        amount?: number | string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            balance: number;
                            txnid: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getallcoupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            couponCode: string;
                            /** @enum {string} */
                            discountType: "percentage" | "fixed";
                            discountAmount: number;
                            discountPercentage: number;
                            expiryDate: string;
                            minimumItemQuantity: number;
                            minPurchaseAmount: number;
                            maxDiscountAmount: number;
                            usageLimit: number;
                            usedCount: number;
                            userLimit: number;
                            isActive: boolean;
                            description: string;
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/createcoupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        couponCode: string;
                        /**
                         * @default percentage
                         * @enum {string}
                         */
                        discountType?: "percentage" | "fixed";
                        discountAmount?: number | string;
                        discountPercentage?: number | string;
                        expiryDate: string;
                        minimumItemQuantity: number | string;
                        minPurchaseAmount: number | string;
                        maxDiscountAmount: number | string;
                        usageLimit: number | string;
                        userLimit: number | string;
                        isActive?: boolean | ("true" | "false");
                        /** @default  */
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            coupon?: {
                                _id: string;
                                couponCode: string;
                                /** @enum {string} */
                                discountType: "percentage" | "fixed";
                                discountAmount: number;
                                discountPercentage: number;
                                expiryDate: string;
                                minimumItemQuantity: number;
                                minPurchaseAmount: number;
                                maxDiscountAmount: number;
                                usageLimit: number;
                                usedCount: number;
                                userLimit: number;
                                isActive: boolean;
                                description: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/editcoupon/{_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    _id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        couponCode: string;
                        /**
                         * @default percentage
                         * @enum {string}
                         */
                        discountType?: "percentage" | "fixed";
                        discountAmount?: number | string;
                        discountPercentage?: number | string;
                        expiryDate: string;
                        minimumItemQuantity: number | string;
                        minPurchaseAmount: number | string;
                        maxDiscountAmount: number | string;
                        usageLimit: number | string;
                        userLimit: number | string;
                        isActive?: boolean | ("true" | "false");
                        /** @default  */
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            coupon?: {
                                _id: string;
                                couponCode: string;
                                /** @enum {string} */
                                discountType: "percentage" | "fixed";
                                discountAmount: number;
                                discountPercentage: number;
                                expiryDate: string;
                                minimumItemQuantity: number;
                                minPurchaseAmount: number;
                                maxDiscountAmount: number;
                                usageLimit: number;
                                usedCount: number;
                                userLimit: number;
                                isActive: boolean;
                                description: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deletecoupon/{_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    _id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            coupon?: {
                                _id: string;
                                couponCode: string;
                                /** @enum {string} */
                                discountType: "percentage" | "fixed";
                                discountAmount: number;
                                discountPercentage: number;
                                expiryDate: string;
                                minimumItemQuantity: number;
                                minPurchaseAmount: number;
                                maxDiscountAmount: number;
                                usageLimit: number;
                                usedCount: number;
                                userLimit: number;
                                isActive: boolean;
                                description: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getallproducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            productid: number;
                            name: string;
                            type: string;
                            /** @enum {string} */
                            category: "games" | "instant-games" | "ott" | "others";
                            imgpath: string;
                            importantnote: string;
                            inputs: {
                                label: string;
                            }[];
                            items: number[];
                            istrending: boolean;
                            instock: boolean;
                            isApi: boolean;
                            apiType: string | null;
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/getallitems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            itemid: number;
                            name: string;
                            type: string;
                            suggestedTask: string;
                            originalprice: number;
                            discountedprice: number;
                            resellprice: number;
                            isApi: boolean;
                            apiType: string | null;
                            itemidarray: string[];
                            imgpath: string;
                            inStock: boolean;
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/priceboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The price screen (/admin/price): every product with its packs in display order, with both prices and stock. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            products: {
                                _id: string;
                                productid: number;
                                name: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                imgpath: string;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                                isApi: boolean;
                                apiType: string | null;
                                packs: {
                                    _id: string;
                                    itemid: number;
                                    name: string;
                                    type: string;
                                    suggestedTask: string;
                                    originalprice: number;
                                    discountedprice: number;
                                    resellprice: number;
                                    isApi: boolean;
                                    apiType: string | null;
                                    itemidarray: string[];
                                    imgpath: string;
                                    inStock: boolean;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/createproduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        type: string;
                        /** @enum {string} */
                        category: "games" | "instant-games" | "ott" | "others";
                        imgpath: string;
                        /** @default  */
                        importantnote?: string;
                        /**
                         * @default [
                         *       {
                         *         "label": "User ID"
                         *       },
                         *       {
                         *         "label": "Zone ID"
                         *       }
                         *     ]
                         */
                        inputs?: {
                            label: string;
                        }[];
                        items?: (number | string)[];
                        istrending?: boolean | ("true" | "false");
                        isApi?: boolean | ("true" | "false");
                        apiType?: (("SMILEBR" | "SMILEPH" | "MOOGOLDMLBB" | "MOOGOLDGENSHIN" | "MOOGOLDHOK" | "OTHER") | "") | null;
                        instock?: boolean | ("true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            product: {
                                _id: string;
                                productid: number;
                                name: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                imgpath: string;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                                isApi: boolean;
                                apiType: string | null;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/editproduct/{_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    _id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        type: string;
                        /** @enum {string} */
                        category: "games" | "instant-games" | "ott" | "others";
                        apiType?: (("SMILEBR" | "SMILEPH" | "MOOGOLDMLBB" | "MOOGOLDGENSHIN" | "MOOGOLDHOK" | "OTHER") | "") | null;
                        isApi?: boolean | ("true" | "false");
                        istrending?: boolean | ("true" | "false");
                        /** @default  */
                        importantnote?: string;
                        items: string | unknown[];
                        inputs?: {
                            label: string;
                        }[];
                        instock?: boolean | ("true" | "false");
                        imgpath: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            product: {
                                _id: string;
                                productid: number;
                                name: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                imgpath: string;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                                isApi: boolean;
                                apiType: string | null;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deleteproduct/{productid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productid: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            product: {
                                _id: string;
                                productid: number;
                                name: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                imgpath: string;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                                isApi: boolean;
                                apiType: string | null;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/createitem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        type?: ("small" | "medium" | "large" | "weekly" | "hot" | "bonus") | "";
                        /** @default  */
                        suggestedTask?: string;
                        itemidarray?: string[];
                        originalprice: number | string;
                        discountedprice: number | string;
                        resellprice: number | string;
                        isApi?: boolean | ("true" | "false");
                        apiType?: (("SMILEBR" | "SMILEPH" | "MOOGOLDMLBB" | "MOOGOLDGENSHIN" | "MOOGOLDHOK" | "OTHER") | "") | null;
                        imgpath: string;
                        inStock?: boolean | ("true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            item: {
                                _id: string;
                                itemid: number;
                                name: string;
                                type: string;
                                suggestedTask: string;
                                originalprice: number;
                                discountedprice: number;
                                resellprice: number;
                                isApi: boolean;
                                apiType: string | null;
                                itemidarray: string[];
                                imgpath: string;
                                inStock: boolean;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/edititem/{itemid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemid: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        type?: ("small" | "medium" | "large" | "weekly" | "hot" | "bonus") | "";
                        /** @default  */
                        suggestedTask?: string;
                        itemidarray?: string[];
                        originalprice: number | string;
                        discountedprice: number | string;
                        resellprice: number | string;
                        isApi?: boolean | ("true" | "false");
                        apiType?: (("SMILEBR" | "SMILEPH" | "MOOGOLDMLBB" | "MOOGOLDGENSHIN" | "MOOGOLDHOK" | "OTHER") | "") | null;
                        imgpath: string;
                        inStock?: boolean | ("true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            item: {
                                _id: string;
                                itemid: number;
                                name: string;
                                type: string;
                                suggestedTask: string;
                                originalprice: number;
                                discountedprice: number;
                                resellprice: number;
                                isApi: boolean;
                                apiType: string | null;
                                itemidarray: string[];
                                imgpath: string;
                                inStock: boolean;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deleteitem/{itemid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemid: number | string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            item: {
                                _id: string;
                                itemid: number;
                                name: string;
                                type: string;
                                suggestedTask: string;
                                originalprice: number;
                                discountedprice: number;
                                resellprice: number;
                                isApi: boolean;
                                apiType: string | null;
                                itemidarray: string[];
                                imgpath: string;
                                inStock: boolean;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updateitem/{itemid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemid: number | string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        price: number | string;
                        resellPrice: number | string;
                        itemInstock: boolean | ("true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            item: {
                                _id: string;
                                itemid: number;
                                name: string;
                                type: string;
                                suggestedTask: string;
                                originalprice: number;
                                discountedprice: number;
                                resellprice: number;
                                isApi: boolean;
                                apiType: string | null;
                                itemidarray: string[];
                                imgpath: string;
                                inStock: boolean;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updateproduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        _id: string;
                        instock: boolean | ("true" | "false");
                        /** @default  */
                        importantNote?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            product: {
                                _id: string;
                                productid: number;
                                name: string;
                                type: string;
                                /** @enum {string} */
                                category: "games" | "instant-games" | "ott" | "others";
                                imgpath: string;
                                importantnote: string;
                                inputs: {
                                    label: string;
                                }[];
                                items: number[];
                                istrending: boolean;
                                instock: boolean;
                                isApi: boolean;
                                apiType: string | null;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            order: {
                                _id: string;
                                transactionid: string;
                                orderid: string;
                                productname: string;
                                itemname: string;
                                /** @enum {string} */
                                status: "Created" | "Processing" | "Completed" | "Failed" | "Refunded" | "Cancelled";
                                input1: string;
                                input2: string;
                                username: string | null;
                                value: number;
                                discount: number;
                                couponCode: string | null;
                                /** @enum {string} */
                                paymentmode: "upi" | "wallet" | "points";
                                useremail: string;
                                reason: string | null;
                                flag: string | null;
                                upi_txn_id: string | null;
                                /** @enum {string|null} */
                                refunded_via?: "wallet" | "outside" | null;
                                refund_reference?: string | null;
                                deliveries?: {
                                    reference: string;
                                    sku: string;
                                    supplier: string;
                                    /** @enum {string} */
                                    status: "new" | "sending" | "processing" | "delivered" | "failed" | "held" | "unknown";
                                    attempts: number;
                                    supplier_order_id: string | null;
                                    last_answer: string | null;
                                    sent_at: string | null;
                                    delivered_at: string | null;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/querypoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            status: 200;
                            message: string;
                            smile_points: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/querypoints/ph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            status: 200;
                            message: string;
                            smile_points: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/checkskus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        apiType: "SMILEBR" | "SMILEPH" | "MOOGOLDMLBB" | "MOOGOLDGENSHIN" | "MOOGOLDHOK" | "OTHER";
                        gameType: string;
                        skus: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checked: boolean;
                            unknown: string[];
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplierbalances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balances: {
                                /** @enum {string} */
                                supplier: "smile-br" | "smile-ph" | "moogold";
                                label: string;
                                configured: boolean;
                                ok: boolean;
                                amount: string | null;
                                currency: string | null;
                                message: string;
                                pendingOrders: number;
                                pendingCost: string | null;
                                unpricedOrders: number;
                                low: boolean;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The shop’s name, support contacts, address, hours and social links; null when not set, and `notConfigured` lists those. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            whatsapp: string | null;
                            supportEmail: string | null;
                            name: string | null;
                            hours: string | null;
                            address: string | null;
                            instagramUrl: string | null;
                            youtubeUrl: string | null;
                            telegramUrl: string | null;
                            whatsappChannelUrl: string | null;
                            discordUrl: string | null;
                            notConfigured: ("whatsapp" | "supportEmail" | "name" | "hours" | "address" | "instagramUrl" | "youtubeUrl" | "telegramUrl" | "whatsappChannelUrl" | "discordUrl")[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shopsettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            saved: {
                                whatsapp: string | null;
                                supportEmail: string | null;
                                name: string | null;
                                hours: string | null;
                                address: string | null;
                                instagramUrl: string | null;
                                youtubeUrl: string | null;
                                telegramUrl: string | null;
                                whatsappChannelUrl: string | null;
                                discordUrl: string | null;
                            };
                            environment: {
                                whatsapp: string | null;
                                supportEmail: string | null;
                                name: string | null;
                                hours: string | null;
                                address: string | null;
                                instagramUrl: string | null;
                                youtubeUrl: string | null;
                                telegramUrl: string | null;
                                whatsappChannelUrl: string | null;
                                discordUrl: string | null;
                            };
                            info: {
                                whatsapp: string | null;
                                supportEmail: string | null;
                                name: string | null;
                                hours: string | null;
                                address: string | null;
                                instagramUrl: string | null;
                                youtubeUrl: string | null;
                                telegramUrl: string | null;
                                whatsappChannelUrl: string | null;
                                discordUrl: string | null;
                                notConfigured: ("whatsapp" | "supportEmail" | "name" | "hours" | "address" | "instagramUrl" | "youtubeUrl" | "telegramUrl" | "whatsappChannelUrl" | "discordUrl")[];
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        /** @description Saves every detail; an empty one is not saved here, and the server’s SHOP_* environment value applies. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        whatsapp: string;
                        supportEmail: string;
                        name: string;
                        hours: string;
                        address: string;
                        instagramUrl: string;
                        youtubeUrl: string;
                        telegramUrl: string;
                        whatsappChannelUrl: string;
                        discordUrl: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            saved: {
                                whatsapp: string | null;
                                supportEmail: string | null;
                                name: string | null;
                                hours: string | null;
                                address: string | null;
                                instagramUrl: string | null;
                                youtubeUrl: string | null;
                                telegramUrl: string | null;
                                whatsappChannelUrl: string | null;
                                discordUrl: string | null;
                            };
                            environment: {
                                whatsapp: string | null;
                                supportEmail: string | null;
                                name: string | null;
                                hours: string | null;
                                address: string | null;
                                instagramUrl: string | null;
                                youtubeUrl: string | null;
                                telegramUrl: string | null;
                                whatsappChannelUrl: string | null;
                                discordUrl: string | null;
                            };
                            info: {
                                whatsapp: string | null;
                                supportEmail: string | null;
                                name: string | null;
                                hours: string | null;
                                address: string | null;
                                instagramUrl: string | null;
                                youtubeUrl: string | null;
                                telegramUrl: string | null;
                                whatsappChannelUrl: string | null;
                                discordUrl: string | null;
                                notConfigured: ("whatsapp" | "supportEmail" | "name" | "hours" | "address" | "instagramUrl" | "youtubeUrl" | "telegramUrl" | "whatsappChannelUrl" | "discordUrl")[];
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imagegallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            id: string;
                            title: string;
                            /** @enum {string} */
                            type: "CarouselMb" | "CarouselPc" | "Banner" | "Popup" | "Item" | "Product";
                            url: string;
                            redirectUrl: string;
                            createdAt: string;
                        }[];
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploadimage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A form (multipart/form-data). The picture may be at most 8 MB and 40 megapixels. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        title: string;
                        /** @enum {string} */
                        type: "CarouselMb" | "CarouselPc" | "Banner" | "Popup" | "Item" | "Product";
                        /** @default  */
                        redirectUrl?: string;
                        /**
                         * Format: binary
                         * @description The picture: JPEG, PNG, WebP or GIF; it is stored as WebP.
                         */
                        images: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _id: string;
                            id: string;
                            title: string;
                            /** @enum {string} */
                            type: "CarouselMb" | "CarouselPc" | "Banner" | "Popup" | "Item" | "Product";
                            url: string;
                            redirectUrl: string;
                            createdAt: string;
                            message: string;
                            /**
                             * @deprecated
                             * @description The same picture again; read the fields beside it instead.
                             */
                            image: {
                                _id: string;
                                id: string;
                                title: string;
                                /** @enum {string} */
                                type: "CarouselMb" | "CarouselPc" | "Banner" | "Popup" | "Item" | "Product";
                                url: string;
                                redirectUrl: string;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deleteimage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "live" | "test";
                                prefix: string;
                                createdAt: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /**
                         * @default live
                         * @enum {string}
                         */
                        kind?: "live" | "test";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            key: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "live" | "test";
                                prefix: string;
                                createdAt: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                            };
                            secret: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            key: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "live" | "test";
                                prefix: string;
                                createdAt: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "live" | "test";
                                prefix: string;
                                createdAt: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                                owner: {
                                    id: string;
                                    userid: number;
                                    name: string;
                                    email: string;
                                    role: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            key: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "live" | "test";
                                prefix: string;
                                createdAt: string;
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoints: {
                                id: string;
                                url: string;
                                lowBalance: number | null;
                                enabled: boolean;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        lowBalance?: (number | string) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            endpoint: {
                                id: string;
                                url: string;
                                lowBalance: number | null;
                                enabled: boolean;
                                createdAt: string;
                            };
                            secret: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: string;
                        lowBalance?: (number | string) | null;
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            endpoint: {
                                id: string;
                                url: string;
                                lowBalance: number | null;
                                enabled: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/webhooks/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                id: string;
                                eventId: string;
                                /** @enum {string} */
                                type: "order.paid" | "order.completed" | "order.refunded" | "order.cancelled" | "order.needs_attention" | "balance.low" | "test";
                                orderId: string | null;
                                /** @enum {string} */
                                status: "pending" | "sent" | "failed";
                                attempts: {
                                    at: string;
                                    status: number | null;
                                    answer: string;
                                    ms: number;
                                }[];
                                nextAttemptAt: string | null;
                                createdAt: string;
                                payload: string;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reseller/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Too many attempts: the message says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    product_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            players: {
                                id: string;
                                game: string;
                                productId: string;
                                playerId: string;
                                zoneId: string;
                                name: string | null;
                                label: string | null;
                                purchases: number;
                                lastUsedAt: string;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            player: {
                                id: string;
                                game: string;
                                productId: string;
                                playerId: string;
                                zoneId: string;
                                name: string | null;
                                label: string | null;
                                purchases: number;
                                lastUsedAt: string;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            publicKey: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Each supplier’s rate in rupees per unit with its history, and its price list. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            suppliers: {
                                /** @enum {string} */
                                supplier: "smile-br" | "smile-ph" | "moogold" | "sandbox";
                                label: string;
                                currency: string;
                                rate: string | null;
                                history: {
                                    rate: string;
                                    from: string;
                                    setBy: string | null;
                                }[];
                                priceList: boolean;
                                pricesFetchedAt: string | null;
                                skuPrices: number;
                                refreshProblem: string | null;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/costs/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets a supplier’s rate: orders delivered from now on are costed at it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        supplier: "smile-br" | "smile-ph" | "moogold" | "sandbox";
                        rate: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            suppliers: {
                                /** @enum {string} */
                                supplier: "smile-br" | "smile-ph" | "moogold" | "sandbox";
                                label: string;
                                currency: string;
                                rate: string | null;
                                history: {
                                    rate: string;
                                    from: string;
                                    setBy: string | null;
                                }[];
                                priceList: boolean;
                                pricesFetchedAt: string | null;
                                skuPrices: number;
                                refreshProblem: string | null;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/costs/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Fetches a supplier’s price list now. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        supplier: "smile-br" | "smile-ph" | "moogold" | "sandbox";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            suppliers: {
                                /** @enum {string} */
                                supplier: "smile-br" | "smile-ph" | "moogold" | "sandbox";
                                label: string;
                                currency: string;
                                rate: string | null;
                                history: {
                                    rate: string;
                                    from: string;
                                    setBy: string | null;
                                }[];
                                priceList: boolean;
                                pricesFetchedAt: string | null;
                                skuPrices: number;
                                refreshProblem: string | null;
                            }[];
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/costs/pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The cost of a pack an admin delivers by hand (null clears it). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemid: number;
                        cost: (number | string) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/margins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every pack’s cost, prices and margins; packs below cost are flagged. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            products: {
                                _id: string;
                                productid: number;
                                name: string;
                                rule: {
                                    customer: {
                                        /** @enum {string} */
                                        kind: "percent" | "fixed";
                                        value: number;
                                        floor: number | null;
                                    };
                                    reseller: {
                                        /** @enum {string} */
                                        kind: "percent" | "fixed";
                                        value: number;
                                        floor: number | null;
                                    };
                                    /** @enum {string} */
                                    rounding: "rupee" | "nine";
                                    allowBelowCost: boolean;
                                } | null;
                                lastApply: {
                                    id: string;
                                    at: string;
                                    packs: number;
                                } | null;
                                items: {
                                    _id: string;
                                    itemid: number;
                                    name: string;
                                    price: number;
                                    resellPrice: number;
                                    cost: number | null;
                                    /** @enum {string|null} */
                                    costSource: "price-list" | "charged" | "manual" | null;
                                    costProblem: string | null;
                                    margin: number | null;
                                    marginPercent: number | null;
                                    resellMargin: number | null;
                                    resellMarginPercent: number | null;
                                    belowCost: boolean;
                                    manual: boolean;
                                }[];
                            }[];
                            belowCost: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/repricing/rule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        productId: string;
                        rule: {
                            customer: {
                                /** @enum {string} */
                                kind: "percent" | "fixed";
                                value: number;
                                floor: (number | string) | null;
                            };
                            reseller: {
                                /** @enum {string} */
                                kind: "percent" | "fixed";
                                value: number;
                                floor: (number | string) | null;
                            };
                            /** @enum {string} */
                            rounding: "rupee" | "nine";
                            /** @default false */
                            allowBelowCost?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/repricing/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Every pack’s old and new prices under the product’s rule. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        productId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            productId: string;
                            packs: {
                                _id: string;
                                itemid: number;
                                name: string;
                                cost: number | null;
                                old: {
                                    price: number;
                                    resellPrice: number;
                                };
                                next: {
                                    price: number;
                                    resellPrice: number;
                                };
                                skipped: string | null;
                            }[];
                            preview: string;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/repricing/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Applies the previewed prices in one transaction; 409 when they changed since. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        productId: string;
                        preview: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            productId: string;
                            packs: {
                                _id: string;
                                itemid: number;
                                name: string;
                                cost: number | null;
                                old: {
                                    price: number;
                                    resellPrice: number;
                                };
                                next: {
                                    price: number;
                                    resellPrice: number;
                                };
                                skipped: string | null;
                            }[];
                            preview: string;
                            message: string;
                            applyId: string | null;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/repricing/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Puts back the prices of the product’s last apply. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        productId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            productId: string;
                            packs: {
                                _id: string;
                                itemid: number;
                                name: string;
                                cost: number | null;
                                old: {
                                    price: number;
                                    resellPrice: number;
                                };
                                next: {
                                    price: number;
                                    resellPrice: number;
                                };
                                skipped: string | null;
                            }[];
                            preview: string;
                            message: string;
                            applyId: string | null;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request conflicts with what is there now (already used, out of stock, a request key used for another request). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{orderid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A paid order’s tax invoice, for its customer or an admin. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            number: string;
                            financialYear: string;
                            issuedAt: string;
                            /** @enum {string} */
                            status: "issued" | "cancelled";
                            cancelledAt: string | null;
                            seller: {
                                legalName: string;
                                address: string;
                                gstin: string;
                            };
                            customer: {
                                name: string;
                                email: string;
                            };
                            orderid: string;
                            productname: string;
                            itemname: string;
                            /** @enum {string} */
                            paymentmode: "upi" | "wallet" | "points";
                            upiReference: string | null;
                            taxableValue: number;
                            gstRate: number;
                            gst: number;
                            discount: number;
                            total: number;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description What the call names does not exist. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/profit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Revenue, cost and gross profit by day, week or month, by product and kind of buyer. */
        get: {
            parameters: {
                query?: {
                    by?: "day" | "week" | "month";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            by: "day" | "week" | "month";
                            from: string;
                            to: string;
                            totals: {
                                revenue: number;
                                cost: number;
                                grossProfit: number;
                                margin: number | null;
                                orders: number;
                                refunded: number;
                                uncosted: number;
                            };
                            periods: {
                                revenue: number;
                                cost: number;
                                grossProfit: number;
                                margin: number | null;
                                orders: number;
                                refunded: number;
                                uncosted: number;
                                period: string;
                            }[];
                            products: {
                                revenue: number;
                                cost: number;
                                grossProfit: number;
                                margin: number | null;
                                orders: number;
                                refunded: number;
                                uncosted: number;
                                productId: string;
                                name: string;
                            }[];
                            kinds: {
                                revenue: number;
                                cost: number;
                                grossProfit: number;
                                margin: number | null;
                                orders: number;
                                refunded: number;
                                uncosted: number;
                                /** @enum {string} */
                                kind: "customer" | "reseller";
                            }[];
                            giveaways: {
                                couponDiscounts: number;
                                pointsAtCheckout: number;
                                pointsRedeemed: number;
                                referralCashback: number;
                                leaderboardRewards: number;
                            };
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoice-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            legalName: string;
                            address: string;
                            gstin: string;
                            gstRate: number;
                            configured: boolean;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        /** @description The seller’s details on invoices issued from now on. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        legalName: string;
                        address: string;
                        gstin: string;
                        gstRate: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            legalName: string;
                            address: string;
                            gstin: string;
                            gstRate: number;
                            configured: boolean;
                        };
                    };
                };
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The request body is not of a type this call takes. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/sales-register.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A month’s invoices as CSV, streamed. */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/profit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A month’s profit per invoice as CSV, streamed. */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request is not valid (a field, the address or the body): the message says what to change. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description No valid session: log in (again). An expired session answers the code TOKEN_EXPIRED. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description This caller may not do this (another account, a role, a blocked account). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description Something went wrong on the server; the request id finds it in the logs. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
                /** @description The shop, or a service the call needs, is briefly unavailable: try again in a minute (a busy shop also sends Retry-After). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorInMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An error answer whose message is in `msg`. Some calls add fields of their own beside it (success: false, redirect_url), so clients must accept more fields. */
        ErrorInMsg: {
            /** @description What went wrong, as a sentence a customer can read. */
            msg: string;
            /**
             * @description A stable code: BAD_REQUEST, UNAUTHENTICATED, TOKEN_EXPIRED, FORBIDDEN, NOT_FOUND, INSUFFICIENT_BALANCE, CONFLICT, UNPROCESSABLE, RATE_LIMITED, UNAVAILABLE, INTERNAL. A few calls keep the code their spec fixes (e.g. "1").
             * @example BAD_REQUEST
             */
            code: string;
            /** @description The id the shop's logs know this request by. */
            requestId: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An error answer whose message is in `message`. Some calls add fields of their own beside it (success: false, redirect_url), so clients must accept more fields. */
        ErrorInMessage: {
            /** @description What went wrong, as a sentence a customer can read. */
            message: string;
            /**
             * @description A stable code: BAD_REQUEST, UNAUTHENTICATED, TOKEN_EXPIRED, FORBIDDEN, NOT_FOUND, INSUFFICIENT_BALANCE, CONFLICT, UNPROCESSABLE, RATE_LIMITED, UNAVAILABLE, INTERNAL. A few calls keep the code their spec fixes (e.g. "1").
             * @example BAD_REQUEST
             */
            code: string;
            /** @description The id the shop's logs know this request by. */
            requestId: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An error answer whose message is in `error`. Some calls add fields of their own beside it (success: false, redirect_url), so clients must accept more fields. */
        ErrorInError: {
            /** @description What went wrong, as a sentence a customer can read. */
            error: string;
            /**
             * @description A stable code: BAD_REQUEST, UNAUTHENTICATED, TOKEN_EXPIRED, FORBIDDEN, NOT_FOUND, INSUFFICIENT_BALANCE, CONFLICT, UNPROCESSABLE, RATE_LIMITED, UNAVAILABLE, INTERNAL. A few calls keep the code their spec fixes (e.g. "1").
             * @example BAD_REQUEST
             */
            code: string;
            /** @description The id the shop's logs know this request by. */
            requestId: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
