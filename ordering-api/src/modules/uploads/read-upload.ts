// Reads a multipart upload whole, before anything is decoded or stored: only
// the file parts and text fields the call names, each at most once, no empty
// file and none over the call's size limit.
import type { FastifyRequest } from 'fastify';
import type { $ZodObject } from 'zod/v4/core';
import { AppError, MAX_UPLOAD_BYTES } from '@eorder/shared';
import { validatorCompiler } from '../../plugins/validation';

export interface UploadSpec<Fields extends $ZodObject | undefined = undefined> {
  /** The file parts the call takes, by name: each may come once; a required one must. */
  files: Readonly<Record<string, 'required' | 'optional'>>;
  /** The text fields the call takes; none when absent. */
  fields?: Fields;
  /** Largest file accepted, in bytes; MAX_UPLOAD_BYTES by default. */
  maxBytes?: number;
}

export interface UploadParts<Fields> {
  /** The content of each file part sent, by part name. */
  files: ReadonlyMap<string, Buffer>;
  fields: Fields;
}

export type FieldsOf<Fields extends $ZodObject | undefined> = Fields extends $ZodObject
  ? Fields['_zod']['output']
  : Record<string, never>;

/** Longest text field read: it only bounds memory; the call's schema sets a shorter limit and refuses a cut value. */
const FIELD_MAX_BYTES = 4096;

const bytesToMb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The catalogue error for an error of @fastify/multipart (or busboy under it). */
function multipartRefusal(error: unknown, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('UPLOAD_TOO_LARGE', { maxMb: bytesToMb(maxBytes) }, { cause: error });
    case 'FST_FILES_LIMIT':
      return new AppError('UPLOAD_TOO_MANY_FILES', {}, { cause: error });
    default:
      return new AppError('UPLOAD_INVALID', {}, { cause: error });
  }
}

/** The text fields checked with the call's schema, refused like any other body (400 VALIDATION_FAILED). */
function parseFields(schema: $ZodObject, values: Record<string, string>): unknown {
  const result = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' })(
    values,
  ) as {
    value?: unknown;
    error?: unknown;
  };
  if (result.error) {
    throw Object.assign(new Error('upload fields are not valid'), {
      statusCode: 400,
      validation: result.error,
      validationContext: 'body',
    });
  }
  return result.value;
}

/**
 * Lets the rest of a refused request's body be read and dropped. Left half read, its connection
 * would wait for it forever, and the next request on that kept-alive connection with it.
 */
function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

/** Reads every part of a multipart request, refusing it whole at the first part the call does not take. */
export async function readUpload<Fields extends $ZodObject | undefined = undefined>(
  request: FastifyRequest,
  spec: UploadSpec<Fields>,
): Promise<UploadParts<FieldsOf<Fields>>> {
  if (!request.isMultipart()) throw new AppError('UPLOAD_INVALID');
  const maxBytes = spec.maxBytes ?? MAX_UPLOAD_BYTES;
  const fileNames = Object.keys(spec.files);
  const fieldNames = spec.fields ? Object.keys(spec.fields._zod.def.shape) : [];
  const files = new Map<string, Buffer>();
  const values = new Map<string, string>();

  try {
    // One part more of each kind than the call takes reaches the loop below, which names it in the refusal.
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: fileNames.length + 1,
        fields: fieldNames.length + 1,
        parts: fileNames.length + fieldNames.length + 2,
        fieldSize: FIELD_MAX_BYTES,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (!fileNames.includes(name))
          throw new AppError('UPLOAD_UNEXPECTED_PART', { field: name });
        if (files.has(name)) throw new AppError('UPLOAD_TOO_MANY_FILES');
        const content = await part.toBuffer();
        if (content.length === 0) throw new AppError('UPLOAD_EMPTY');
        files.set(name, content);
      } else {
        if (!fieldNames.includes(name) || values.has(name) || typeof part.value !== 'string') {
          throw new AppError('UPLOAD_UNEXPECTED_PART', { field: name });
        }
        values.set(name, part.value);
      }
    }
  } catch (error) {
    discardRest(request);
    throw multipartRefusal(error, maxBytes);
  }

  const missing = fileNames.find((name) => spec.files[name] === 'required' && !files.has(name));
  if (missing) throw new AppError('UPLOAD_MISSING_FILE', { field: missing });
  const fields = (
    spec.fields ? parseFields(spec.fields, Object.fromEntries(values)) : {}
  ) as FieldsOf<Fields>;
  return { files, fields };
}
