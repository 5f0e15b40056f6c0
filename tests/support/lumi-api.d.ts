/**
 * Types de l'API publique de Lumi (/v1), généré par npm run api:types depuis /v1/openapi.json.
 * Ne pas modifier à la main : changez les routes ou les schémas, puis relancez « npm run api:types ».
 */

export interface paths {
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lister mes projets */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    updated_since?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Une page de projets, les derniers modifiés en premier */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            projects: {
                                id: string;
                                title: string;
                                description: string | null;
                                projectType: string;
                                framework: string;
                                status: string;
                                isFavorite: boolean;
                                versionNumber: number;
                                createdAt: string;
                                updatedAt: string;
                                publishedUrl: string | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Créer un projet */
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
                        title: string;
                        description?: string;
                        /**
                         * @default web
                         * @enum {string}
                         */
                        projectType?: "web" | "mobile" | "desktop" | "api" | "fullstack";
                        /**
                         * @default react
                         * @enum {string}
                         */
                        framework?: "react" | "vue" | "angular" | "svelte" | "nodejs" | "python" | "java" | "csharp";
                        files?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Le projet créé (version 1 avec les fichiers donnés) */
                201: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            project: {
                                id: string;
                                title: string;
                                description: string | null;
                                projectType: string;
                                framework: string;
                                status: string;
                                isFavorite: boolean;
                                versionNumber: number;
                                createdAt: string;
                                updatedAt: string;
                                publishedUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de l'offre atteinte */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Trop volumineux */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
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
    "/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lire un projet */
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
                /** @description Le projet */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            project: {
                                id: string;
                                title: string;
                                description: string | null;
                                projectType: string;
                                framework: string;
                                status: string;
                                isFavorite: boolean;
                                versionNumber: number;
                                createdAt: string;
                                updatedAt: string;
                                publishedUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
            };
        };
        /** Modifier un projet */
        put: {
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
                        title?: string;
                        description?: string | null;
                        /** @enum {string} */
                        status?: "generating" | "draft" | "active" | "completed" | "archived";
                        isFavorite?: boolean;
                    };
                };
            };
            responses: {
                /** @description Le projet modifié */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            project: {
                                id: string;
                                title: string;
                                description: string | null;
                                projectType: string;
                                framework: string;
                                status: string;
                                isFavorite: boolean;
                                versionNumber: number;
                                createdAt: string;
                                updatedAt: string;
                                publishedUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Supprimer un projet */
        delete: {
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
                /** @description Supprimé, avec ses versions, builds et publication */
                204: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lire les fichiers d'une version */
        get: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Les fichiers de la version actuelle, ou de `version` */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: number;
                            files: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
            };
        };
        /** Enregistrer une nouvelle version */
        put: {
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
                        baseVersion: number;
                        files: {
                            [key: string]: string;
                        };
                        summary?: string;
                    };
                };
            };
            responses: {
                /** @description La nouvelle version */
                201: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: {
                                number: number;
                                createdAt: string;
                                fileCount: number;
                            };
                        };
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Conflit : la version de base est dépassée, ou une génération est déjà en cours */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Trop volumineux */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lister les versions */
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
                /** @description Les versions, la plus récente en premier */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            versions: {
                                number: number;
                                /** @enum {string} */
                                author: "user" | "ai" | "github";
                                summary: string;
                                fileCount: number;
                                works: boolean | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
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
    "/projects/{id}/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Demander une modification à l'assistant
         * @description Le même moteur que le studio, quota compris. Répond en Server-Sent Events (`start`, `text`, `file-done`, `done`… comme le studio), ou en JSON à la fin avec `?wait=true`.
         */
        post: {
            parameters: {
                query?: {
                    wait?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Les événements (text/event-stream), ou le résultat avec `?wait=true` */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            generationId: string | null;
                            versionNumber: number | null;
                            filesChanged: string[];
                            reply: string;
                            events: ({
                                /** @enum {string} */
                                type: "start";
                                generationId: string;
                                provider: string;
                                model: string;
                                omittedFiles: string[];
                            } | {
                                /** @enum {string} */
                                type: "text";
                                delta: string;
                            } | {
                                /** @enum {string} */
                                type: "file-start";
                                path: string;
                            } | {
                                /** @enum {string} */
                                type: "file-chunk";
                                path: string;
                                delta: string;
                            } | {
                                /** @enum {string} */
                                type: "file-done";
                                path: string;
                                content: string;
                            } | {
                                /** @enum {string} */
                                type: "file-deleted";
                                path: string;
                            } | {
                                /** @enum {string} */
                                type: "edit-applied";
                                path: string;
                                content: string;
                            } | {
                                /** @enum {string} */
                                type: "edit-rejected";
                                path: string;
                                reason: string;
                            } | {
                                /** @enum {string} */
                                type: "done";
                                versionNumber: number | null;
                                filesChanged: string[];
                                rejected: number;
                                usage: {
                                    inputTokens: number | null;
                                    outputTokens: number | null;
                                };
                                responseTimeMs: number;
                                qualityScore: number | null;
                                reply: string;
                            } | {
                                /** @enum {string} */
                                type: "error";
                                /** @enum {string} */
                                code: "CANCELLED" | "AI_TIMEOUT" | "AI_RATE_LIMITED" | "AI_AUTH" | "AI_PROVIDER" | "AI_FAILED";
                                message: string;
                            } | {
                                /** @enum {string} */
                                type: "fix-start";
                                attempt: number;
                                message: string;
                            } | {
                                /** @enum {string} */
                                type: "fix-exhausted";
                                lastWorkingVersion: number | null;
                            })[];
                        };
                        "text/event-stream": string;
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Conflit : la version de base est dépassée, ou une génération est déjà en cours */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description La génération a échoué avant sa fin (avec ?wait=true) : le projet n'a pas changé */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
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
    "/projects/{id}/builds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lancer un build */
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
                        versionNumber?: number;
                        /** @enum {string} */
                        platform: "web" | "android" | "ios" | "source";
                    };
                };
            };
            responses: {
                /** @description Le build, en attente */
                201: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            build: {
                                id: string;
                                projectId: string | null;
                                projectTitle: string | null;
                                versionNumber: number | null;
                                /** @enum {string} */
                                platform: "web" | "android" | "ios" | "source";
                                /** @enum {string} */
                                status: "pending" | "building" | "completed" | "failed";
                                stage: string | null;
                                progress: number;
                                error: string | null;
                                log: string;
                                fileSize: number | null;
                                durationSeconds: number | null;
                                artifactLabel: string | null;
                                createdAt: string;
                                finishedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de l'offre atteinte */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
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
    "/builds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lire un build */
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
                /** @description Le build et sa progression */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            build: {
                                id: string;
                                projectId: string | null;
                                projectTitle: string | null;
                                versionNumber: number | null;
                                /** @enum {string} */
                                platform: "web" | "android" | "ios" | "source";
                                /** @enum {string} */
                                status: "pending" | "building" | "completed" | "failed";
                                stage: string | null;
                                progress: number;
                                error: string | null;
                                log: string;
                                fileSize: number | null;
                                durationSeconds: number | null;
                                artifactLabel: string | null;
                                createdAt: string;
                                finishedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
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
    "/builds/{id}/artifact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Télécharger le fichier d'un build */
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
                /** @description Le fichier produit (zip, APK…) */
                200: {
                    headers: {
                        /** @description Requêtes permises par heure pour cette clé */
                        "RateLimit-Limit"?: number;
                        /** @description Requêtes restantes dans l'heure */
                        "RateLimit-Remaining"?: number;
                        /** @description Secondes avant la prochaine heure (remise à zéro) */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Données invalides (message en français, détail par champ) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Introuvable : n'existe pas, ou appartient à un autre compte */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Conflit : la version de base est dépassée, ou une génération est déjà en cours */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
                    };
                };
                /** @description Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    path: string;
                                    message: string;
                                }[];
                                retryAt?: string;
                            };
                        };
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
