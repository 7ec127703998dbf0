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
  },
  {
    "tag": {
      "name": "plans",
      "description": "Planos vendidos às empresas",
      "after": "partners"
    },
    "area": {
      "name": "planos",
      "label": "Planos",
      "noun": "planos",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar"
      ],
      "after": "processos"
    },
    "audit": {
      "entity": "plans",
      "name": "Plano"
    },
    "savedViews": {
      "list": "plans",
      "after": "partners"
    },
    "list": {
      "path": "/plans",
      "named": "name",
      "sample": {
        "priceCents": 19900,
        "interval": "monthly",
        "maxOpenProcesses": 3,
        "maxApplicationsPerProcess": 200
      }
    }
  },
  {
    "tag": {
      "name": "vouchers",
      "description": "Cupons de desconto",
      "after": "subscriptions"
    },
    "area": {
      "name": "vouchers",
      "label": "Vouchers",
      "noun": "vouchers",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar"
      ],
      "after": "assinaturas"
    },
    "audit": {
      "entity": "vouchers",
      "name": "Cupom"
    },
    "savedViews": {
      "list": "vouchers",
      "after": "plans"
    },
    "list": {
      "path": "/vouchers",
      "named": "description",
      "sortedByName": false,
      "sample": {
        "code": "CUPOM",
        "discountType": "percent",
        "discountValue": 10
      },
      "unique": [
        "code"
      ]
    }
  }
] as const;
