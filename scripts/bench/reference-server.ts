import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { precompress } from '../build/precompress'

import { startProcess } from './processes'

/**
 * The react-admin reference's build (dist/, scripts/bench/prepare-reference.sh) served by the same
 * nginx as the portal, with the portal's compression (deploy/nginx/portal.conf and brotli.conf:
 * each file's gzip and brotli copies made once, as the portal's build makes its own; gzip level 6
 * for the rest), so transfer costs the same for both. No Cache-Control is added: every measured
 * visit is a fresh browser context, cold either way. Hash routes (/#/partners) need no rewrites.
 */
export const REFERENCE_PORT = 9400
export const REFERENCE = `http://localhost:${REFERENCE_PORT}`

function configuration(dist: string, run: string) {
  return `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes 1;
daemon off;
pid ${run}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${run}/client-body;
    proxy_temp_path ${run}/proxy;
    fastcgi_temp_path ${run}/fastcgi;
    uwsgi_temp_path ${run}/uwsgi;
    scgi_temp_path ${run}/scgi;
    gzip on;
    gzip_comp_level 6;
    gzip_vary on;
    gzip_static on;
    brotli_static on;
    gzip_types text/css application/javascript application/json image/svg+xml;
    server {
        listen localhost:${REFERENCE_PORT};
        root ${dist};
        index index.html;
    }
}
`
}

export async function startReferenceServer(dist: string) {
  await precompress(dist)
  const run = path.resolve(__dirname, '../../test-results/nginx/reference')
  mkdirSync(run, { recursive: true })
  const file = path.join(run, 'reference.conf')
  writeFileSync(file, configuration(dist, run))
  return startProcess(['/usr/sbin/nginx', '-p', `${run}/`, '-c', file, '-e', 'stderr'], `${REFERENCE}/`)
}
