import type Router from '@koa/router';
import { z } from 'zod';
import type { DescribedRoleCheck } from '../../middleware/authenticate';
import type { DescribedUpload } from '../../middleware/multipart';
import type { DescribedValidator } from '../../middleware/validate';

type JsonSchema = Record<string, unknown>;

interface Operation {
  summary: string;
  tags: string[];
  security?: { bearer: [] }[];
  'x-roles'?: string[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

const errorResponse = {
  description: 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** `/admin/job/:id/assign` → `/admin/job/{id}/assign` and its path parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:(\w+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

function describe(method: string, path: string, stack: unknown[]): Operation {
  const validator = stack.find((fn): fn is DescribedValidator => typeof fn === 'function' && 'schemas' in fn);
  const roleCheck = stack.find((fn): fn is DescribedRoleCheck => typeof fn === 'function' && 'roles' in fn);
  const { params } = openApiPath(path);
  const tag = path.split('/')[1] ?? 'api';
  const operation: Operation = {
    summary: `${method} ${path}`,
    tags: [tag],
    responses: { '200': { description: 'OK' }, '400': errorResponse, '404': errorResponse, '409': errorResponse },
  };
  if (roleCheck) {
    operation.security = [{ bearer: [] }];
    operation['x-roles'] = roleCheck.roles;
    operation.responses['401'] = errorResponse;
    operation.responses['403'] = errorResponse;
  }
  const parameters: JsonSchema[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = validator?.schemas.query ? jsonSchemaOf(validator.schemas.query) : undefined;
  const queryProps = (query?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, schema] of Object.entries(queryProps))
    parameters.push({ name, in: 'query', required: false, schema });
  if (parameters.length) operation.parameters = parameters;
  const upload = stack.find((fn): fn is DescribedUpload => typeof fn === 'function' && 'uploadLimits' in fn);
  if (upload) {
    const { maxFileBytes, maxFiles, maxBodyBytes } = upload.uploadLimits;
    // Files travel beside the text fields; only the text fields have a schema.
    const fields = validator?.schemas.body ? jsonSchemaOf(validator.schemas.body) : { type: 'object' };
    operation.requestBody = {
      required: true,
      description: `Each file at most ${maxFileBytes} bytes, at most ${maxFiles} files; a body declared larger than ${maxBodyBytes} bytes is refused with 413 before it is read.`,
      content: { 'multipart/form-data': { schema: fields } },
      'x-max-file-bytes': maxFileBytes,
      'x-max-files': maxFiles,
      'x-max-body-bytes': maxBodyBytes,
    };
    operation.responses['413'] = errorResponse;
  } else if (validator?.schemas.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(validator.schemas.body) } },
    };
  }
  return operation;
}

/**
 * The OpenAPI document, built from the live router: every route, its roles and, where it validates with a shared
 * zod contract, its body and query schemas. Multipart uploads are listed as multipart/form-data with the schema
 * of their text fields, where they have one.
 */
export function buildOpenApi(router: Router<unknown>): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const layer of router.stack) {
    if (typeof layer.path !== 'string') continue;
    const { path } = openApiPath(layer.path);
    for (const method of layer.methods) {
      if (method === 'HEAD') continue;
      paths[`/api${path}`] ??= {};
      (paths[`/api${path}`] as Record<string, Operation>)[method.toLowerCase()] = describe(
        method,
        layer.path as string,
        layer.stack,
      );
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tercüme Odası API',
      version: '1.0.0',
      description: 'Answers are localized by Accept-Language (tr default, en).',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'code'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
  };
}
