import { definePage } from '../schema/page'

export const association = definePage({
  id: 'AssociationPage',
  path: 'solutions/association',
  title: { ko: '협회·단체 솔루션', en: 'For associations' },
  description: {
    ko: '자격, 회원, 행사 참여를 디지털 배지로 발급하고 관리하는 협회와 단체용 솔루션입니다.',
    en: 'Issue and manage qualifications, memberships and event attendance as digital badges.',
  },
})
