import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/**
 * Test-only S3 endpoint on 127.0.0.1 speaking the REST subset the S3 blob store uses, path-style:
 * HeadBucket, Put/Get/Head/DeleteObject, ListObjectsV2 (paged), DeleteObjects and multipart uploads
 * (lib-storage's Upload for large streams). It lets the real AWS SDK code run without a network.
 */

export type StoredObject = { body: Buffer; contentType: string; lastModified: Date };
export type RecordedRequest = { operation: string; key: string; headers: IncomingMessage['headers'] };

export type FakeS3Server = {
  endpoint: string;
  /** Objects by bucket, then by key. */
  buckets: Map<string, Map<string, StoredObject>>;
  /** Multipart uploads started and neither completed nor aborted. */
  openUploads: Map<string, { bucket: string; key: string; contentType: string; parts: Map<number, Buffer> }>;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

export type FakeS3Options = {
  buckets: string[];
  /** Requests must be SigV4-signed with this access key id. */
  accessKeyId: string;
  /** Keys per ListObjectsV2 page, small in tests so paging is exercised (S3 uses 1000). */
  listPageSize?: number;
};

type S3Request = { bucket: string; key: string; query: URLSearchParams; request: IncomingMessage };
type Reply = { status: number; headers?: Record<string, string | number>; body?: Buffer | string };

export async function startFakeS3Server(options: FakeS3Options): Promise<FakeS3Server> {
  const buckets = new Map(options.buckets.map((name) => [name, new Map<string, StoredObject>()]));
  const openUploads: FakeS3Server['openUploads'] = new Map();
  const requests: RecordedRequest[] = [];
  const listPageSize = options.listPageSize ?? 1000;

  async function handle(s3: S3Request): Promise<Reply> {
    const { bucket, key, query, request } = s3;
    const objects = buckets.get(bucket);
    const method = request.method ?? 'GET';
    if (!objects) return s3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', method);

    if (key === '') {
      if (method === 'HEAD') return record('HeadBucket', { status: 200 });
      if (method === 'GET' && query.get('list-type') === '2') return record('ListObjectsV2', listObjects(bucket, objects, query));
      if (method === 'POST' && query.has('delete')) return record('DeleteObjects', deleteObjects(objects, await readBody(request)));
      return s3Error(501, 'NotImplemented', `${method} on a bucket is not supported by the fake`, method);
    }

    const uploadId = query.get('uploadId');
    if (method === 'POST' && query.has('uploads')) {
      const id = randomUUID();
      openUploads.set(id, { bucket, key, contentType: contentTypeOf(request), parts: new Map() });
      return record('CreateMultipartUpload', xml('InitiateMultipartUploadResult', `<Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId>`));
    }
    if (uploadId !== null) {
      const upload = openUploads.get(uploadId);
      if (!upload) return s3Error(404, 'NoSuchUpload', 'The specified upload does not exist', method);
      if (method === 'PUT') {
        const part = await readBody(request);
        upload.parts.set(Number(query.get('partNumber')), part);
        return record('UploadPart', { status: 200, headers: { ETag: etagOf(part) } });
      }
      if (method === 'POST') {
        const body = Buffer.concat([...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part));
        openUploads.delete(uploadId);
        objects.set(key, { body, contentType: upload.contentType, lastModified: new Date() });
        return record('CompleteMultipartUpload', xml('CompleteMultipartUploadResult', `<Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>${etagOf(body)}</ETag>`));
      }
      if (method === 'DELETE') {
        openUploads.delete(uploadId);
        return record('AbortMultipartUpload', { status: 204 });
      }
    }

    const stored = objects.get(key);
    switch (method) {
      case 'PUT': {
        // The store turns off aws-chunked uploads for S3-compatible services; storing chunk framing as data would hide a regression.
        if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) {
          return s3Error(400, 'NotImplemented', 'aws-chunked bodies are not accepted', method);
        }
        const body = await readBody(request);
        objects.set(key, { body, contentType: contentTypeOf(request), lastModified: new Date() });
        return record('PutObject', { status: 200, headers: { ETag: etagOf(body) } });
      }
      case 'GET':
        if (!stored) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.', method);
        return record('GetObject', { status: 200, headers: objectHeaders(stored), body: stored.body });
      case 'HEAD':
        if (!stored) return s3Error(404, 'NotFound', '', method);
        return record('HeadObject', { status: 200, headers: objectHeaders(stored) });
      case 'DELETE':
        objects.delete(key);
        return record('DeleteObject', { status: 204 });
      default:
        return s3Error(405, 'MethodNotAllowed', `${method} is not allowed`, method);
    }

    function record(operation: string, reply: Reply): Reply {
      requests.push({ operation, key, headers: request.headers });
      return reply;
    }
  }

  function listObjects(bucket: string, objects: Map<string, StoredObject>, query: URLSearchParams): Reply {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('continuation-token') ?? query.get('start-after') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? listPageSize), listPageSize);
    const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, maxKeys);
    const isTruncated = matching.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key)!;
        return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${escapeXml(etagOf(object.body))}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = isTruncated ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>` : '';
    return xml(
      'ListBucketResult',
      `<Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${isTruncated}</IsTruncated>${next}${contents}`,
    );
  }

  function deleteObjects(objects: Map<string, StoredObject>, body: Buffer): Reply {
    const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1]!));
    for (const key of keys) objects.delete(key);
    const quiet = /<Quiet>true<\/Quiet>/.test(body.toString('utf8'));
    const deleted = quiet ? '' : keys.map((key) => `<Deleted><Key>${escapeXml(key)}</Key></Deleted>`).join('');
    return xml('DeleteResult', deleted);
  }

  const server = createServer((request, response) => {
    const parsed = parseRequest(request);
    const accessKeyId = signingKeyIdOf(request);
    const reply: Promise<Reply> =
      accessKeyId !== options.accessKeyId
        ? Promise.resolve(s3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', request.method ?? 'GET'))
        : handle(parsed);
    reply.then(
      (result) => send(response, result),
      (error: unknown) => send(response, s3Error(500, 'InternalError', (error as Error).message, request.method ?? 'GET')),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    buckets,
    openUploads,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function parseRequest(request: IncomingMessage): S3Request {
  const url = new URL(request.url ?? '/', 'http://fake-s3');
  const [bucket = '', ...keySegments] = url.pathname.slice(1).split('/');
  return {
    bucket: decodeURIComponent(bucket),
    key: keySegments.map(decodeURIComponent).join('/'),
    query: url.searchParams,
    request,
  };
}

/** `AWS4-HMAC-SHA256 Credential=<key id>/<date>/<region>/s3/aws4_request, …` */
function signingKeyIdOf(request: IncomingMessage): string | undefined {
  return /^AWS4-HMAC-SHA256 Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1];
}

function send(response: ServerResponse, reply: Reply): void {
  response.writeHead(reply.status, reply.headers);
  response.end(reply.body);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return buffer(request);
}

function contentTypeOf(request: IncomingMessage): string {
  return request.headers['content-type'] ?? 'binary/octet-stream';
}

function objectHeaders(object: StoredObject): Record<string, string | number> {
  return {
    'Content-Type': object.contentType,
    'Content-Length': object.body.length,
    ETag: etagOf(object.body),
    'Last-Modified': object.lastModified.toUTCString(),
  };
}

function etagOf(body: Buffer): string {
  return `"${createHash('md5').update(body).digest('hex')}"`;
}

function xml(root: string, inner: string): Reply {
  return {
    status: 200,
    headers: { 'Content-Type': 'application/xml' },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`,
  };
}

function s3Error(status: number, code: string, message: string, method: string): Reply {
  // Like S3, HEAD errors carry only the status.
  if (method === 'HEAD') return { status };
  return {
    status,
    headers: { 'Content-Type': 'application/xml' },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><RequestId>fake</RequestId></Error>`,
  };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => Object.entries(XML_ESCAPES).find(([, escaped]) => escaped === entity)![0]);
}
