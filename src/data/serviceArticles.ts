import byService from 'virtual:articles/by-service';
import type { ServiceId } from '../content/serviceKeys';

/** A service's newest articles (pipeline/articles/articleReader.ts), named under it on the services page. */
export const articlesByService = (id: ServiceId) => byService[id] ?? [];
