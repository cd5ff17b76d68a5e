import path from 'node:path'

/**
 * `import-zones/one-way`: a file under a zone's `target` folder must not import anything under
 * its `from` folders (unless under one of `except`, relative to `from`), whatever the depth of
 * the importing file; with `testsMay: true`, its tests (`*.test.ts`) may. Written here rather than taken from eslint-plugin-import-x, whose resolver
 * (unrs-resolver) lists platform packages the registry mirror lacks, so `npm ci` refused the
 * lockfile. Only relative specifiers can cross folders in this repo (no path aliases), so a
 * path join is all the resolution needed.
 */
const oneWay = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between the top-level folders.' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, required: ['zones'], additionalProperties: false }],
  },
  create(context) {
    const root = context.cwd
    const zones = context.options[0].zones.map((zone) => ({
      target: path.resolve(root, zone.target),
      from: [zone.from].flat().map((folder) => path.resolve(root, folder)),
      except: zone.except ?? [],
      testsMay: zone.testsMay ?? false,
      message: zone.message,
    }))
    const file = context.filename
    const isTest = /\.test\.[cm]?[jt]sx?$/.test(file)
    const applying = zones.filter((zone) => isInside(file, zone.target) && !(zone.testsMay && isTest))
    if (applying.length === 0) return {}

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
      const imported = path.resolve(path.dirname(file), specifier)
      for (const zone of applying) {
        const from = zone.from.find((folder) => isInside(imported, folder))
        if (!from) continue
        if (zone.except.some((allowed) => isInside(imported, path.resolve(from, allowed)))) continue
        context.report({ node, message: `Unexpected path "${specifier}" imported in restricted zone. ${zone.message}` })
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    }
  },
}

/** True when `file` is `folder` itself or lies under it (a file path may omit its extension). */
function isInside(file, folder) {
  const relative = path.relative(folder, file)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative)) || file.replace(/\.[cm]?[jt]sx?$/, '') === folder.replace(/\.[cm]?[jt]sx?$/, '')
}

export const importZones = { rules: { 'one-way': oneWay } }
