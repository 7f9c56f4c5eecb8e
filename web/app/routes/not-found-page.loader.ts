import { data } from 'react-router';
import { defineLoader } from '@web/app/route-loader';

/** Any address the site does not have: the not-found page, answered with 404 (every area's '*' route uses it). */
export const notFoundLoader = defineLoader(async ({ mode }) => (mode === 'server' ? data(null, { status: 404 }) : null));
