import type { MoveRow } from '@atrium/contract/endpoints/stock-queries';
import Typography from 'antd/es/typography';
import { Link } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { documentLink } from './document-paths';
import { useStockNames } from './stock-names';

/**
 * The document a move belongs to: its kind and number, the number opening the document's detail
 * (入库单, 冲销单, 盘点) for whom may see it; a number of another kind (a sync's) is plain text.
 */
export function MoveDocument({
  move,
}: {
  move: Pick<MoveRow, 'documentKind' | 'documentId' | 'documentNo'>;
}) {
  const names = useStockNames();
  const link = documentLink(move.documentKind, move.documentId);
  const granted = useGranted(link?.permission ?? 'stockReceiptList:get') && link !== undefined;
  return (
    <span>
      {names.documentKind(move.documentKind)}{' '}
      {granted && move.documentNo ? (
        <Link to={link.path} data-testid="move-document">
          {move.documentNo}
        </Link>
      ) : (
        <Typography.Text type="secondary">{move.documentNo || '-'}</Typography.Text>
      )}
    </span>
  );
}
