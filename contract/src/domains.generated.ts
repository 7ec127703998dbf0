// Written by `npm run gen:index` from the folders: do not edit.
// Each domain's `defineDomain` (contract/src/domain.ts), copied as data.
export const DOMAINS = [
  {
    "tag": {
      "name": "partners",
      "description": "Parceiros do conselho e os seus benefícios",
      "after": "companies"
    },
    "area": {
      "name": "parceiros",
      "label": "Parceiros",
      "noun": "parceiros",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar"
      ],
      "after": "profissionais"
    },
    "audit": {
      "entity": "partners",
      "name": "Parceiro"
    },
    "savedViews": {
      "list": "partners",
      "after": "candidates"
    },
    "list": {
      "path": "/partners",
      "named": "name",
      "sample": {
        "email": "contato@parceiro.org.br"
      }
    }
  }
] as const;
